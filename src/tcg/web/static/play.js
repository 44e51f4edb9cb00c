// A seat at a table: one WebSocket (the token says which seat; none: a spectator), redrawn
// from every message; decisions answered by clicking a card or an option's button.
import { boardView, el, resultLine, statusLine } from "./board.js";
import { lang, t } from "./i18n.js";
import { joinLink, saveToken } from "./lobby.js";

function seatFromLink(id) {
  const h = new URLSearchParams(location.hash.slice(1));
  if (h.get("token")) {
    saveToken(id, Number(h.get("seat")), h.get("token"));
    history.replaceState(null, "", location.pathname + location.search);   // the token: not in the address bar
  }
  const stored = localStorage.getItem(`tcg-seat-${id}`);
  return stored ? JSON.parse(stored) : { seat: null, token: null };
}

// A card's printed facts (text, cost, type...) come once per connection, by code: put them
// back under what the card says now.
function withPrinted(node, printed) {
  if (Array.isArray(node)) node.forEach((n) => withPrinted(n, printed));
  else if (node && typeof node === "object") {
    if ("id" in node && printed[node.code]) {
      for (const [k, v] of Object.entries(printed[node.code])) if (!(k in node)) node[k] = v;
    }
    Object.values(node).forEach((n) => { if (n && typeof n === "object") withPrinted(n, printed); });
  }
  return node;
}

export function playTable(app, id) {
  const me = seatFromLink(id);
  const state = { table: null, seq: 0, focus: null, open: new Set(), log: [] };
  const status = el("div", { id: "status" });
  const banner = el("div", { id: "result", role: "status" });
  const notice = el("div", { id: "notice", role: "alert" });
  const board = el("div", { id: "board" });
  const panel = el("div", { id: "decision" });
  const log = el("ol", { id: "log" });
  const concede = el("button", { id: "concede", onclick: () => {
    if (confirm(t("concedeAsk"))) send({ type: "concede" });
  } }, t("concede"));
  // The join link this browser made for the other person: shown until the game is over.
  const link = me.token ? joinLink(id) : null;
  const invite = link ? el("p", { id: "invite" }, t("invite"), " ", el("input", { readonly: true, size: 60, value: link })) : null;
  const tools = el("div", { id: "tools", class: "controls" });
  app.replaceChildren(el("div", { class: "table" },
    el("div", { class: "tophead" }, status, me.token ? concede : el("span", { class: "spectator" }, t("spectator"))),
    invite, banner, notice, tools, el("div", { class: "tablebody" }, el("div", { class: "left" }, board),
      el("aside", {}, panel, el("h3", {}, t("log")), log))));
  // F6, as in MTGO: pass until end of turn.
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "F6" && state.msg && state.msg.stops) { ev.preventDefault(); setStops({ mode: "turn" }); }
  });

  let ws = null;
  let retry = 500;
  let printed = {};       // code -> printed facts, sent once per connection
  function send(msg) {
    if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  }
  function choose(index) {
    state.focus = null;
    panel.classList.add("sent");
    send({ type: "choose", seq: state.seq, index });
  }
  function connect() {
    const q = new URLSearchParams({ lang });
    if (me.token) q.set("token", me.token);
    ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/${id}?${q}`);
    ws.onopen = () => { retry = 500; notice.textContent = ""; log.replaceChildren(); printed = {}; };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === "error") {
        notice.textContent = `${t("refused")}: ${msg.reason}`;
        panel.classList.remove("sent");
        return;
      }
      notice.textContent = "";
      Object.assign(printed, msg.cards);
      state.table = withPrinted(msg.table, printed);
      state.seq = msg.seq;
      state.msg = msg;
      for (const line of msg.log) log.append(el("li", {}, line));
      log.scrollTop = log.scrollHeight;
      draw();
    };
    ws.onclose = (ev) => {
      if (ev.code === 4404) { notice.textContent = ev.reason; return; }
      notice.textContent = t("reconnecting");
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  // A stop mode may pass the pending priority at once: the decision waits for the next table.
  function setStops(what) {
    panel.classList.add("sent");
    send({ type: "stops", ...what });
  }

  // Above the table: an AI-against-AI table's speed, a person's MTG stops.
  function drawTools() {
    const msg = state.msg;
    const bits = [];
    if ("delay" in msg) {
      bits.push(el("span", {}, `${t("speed")}:`));
      for (const d of [null, 2.0, 1.0, 0.5, 0.25, 0.1, 0.0]) {
        bits.push(el("button", { class: `speed${msg.delay === d ? " current" : ""}`, "data-delay": String(d),
          onclick: () => send({ type: "speed", delay: d }) }, d === null ? t("pause") : t("perMove", { s: d })));
      }
    }
    if (msg.stops) {
      const st = msg.stops;
      bits.push(el("span", {}, `${t("stopsMode")}:`),
        el("button", { id: "stops-turn", class: st.mode === "turn" ? "current" : null, onclick: () => setStops({ mode: "turn" }) }, t("stopsTurn")),
        el("button", { id: "stops-something", class: st.mode === "something" ? "current" : null, onclick: () => setStops({ mode: "something" }) }, t("stopsSomething")),
        el("button", { id: "stops-toggle", onclick: () => send({ type: "stops", mode: st.mode === "off" ? "steps" : "off" }) },
          st.mode === "off" ? t("stopsOff") : t("stopsOn")));
      const steps = (which, label) => el("span", { class: "steps" }, `${label}:`, st.steps.map((s) => el("label", {},
        el("input", { type: "checkbox", "data-step": `${which}-${s}`, checked: st[which].includes(s),
          onchange: () => send({ type: "stops", toggle: which, step: s }) }), s.replaceAll("_", " "))));
      bits.push(el("details", { id: "stop-steps" }, el("summary", {}, "…"), steps("mine", t("stopsMine")), steps("theirs", t("stopsTheirs"))));
    }
    tools.replaceChildren(...bits);
    tools.hidden = !bits.length;
  }

  function draw() {
    drawTools();
    const table = state.table;
    status.textContent = statusLine(table);
    document.getElementById("where").textContent = table.title;
    const res = resultLine(table);
    banner.textContent = res || "";
    banner.hidden = !res;
    if (res) concede.disabled = true;
    const d = table.decision;
    const options = d && d.options ? d.options : [];
    const byCard = new Map();
    for (const o of options) for (const c of o.cards) byCard.set(c, [...(byCard.get(c) || []), o]);
    const onPick = (cid) => {
      const opts = byCard.get(cid) || [];
      if (opts.length === 1) choose(opts[0].index);
      else { state.focus = cid; draw(); }
    };
    const ctx = {
      choosable: new Set(byCard.keys()), onPick, open: state.open,
      toggle: (k) => { state.open.has(k) ? state.open.delete(k) : state.open.add(k); draw(); },
    };
    board.replaceChildren(boardView(table, ctx));
    if (state.focus !== null) board.querySelector(`.card[data-id="${state.focus}"]`)?.classList.add("focus");
    panel.classList.remove("sent");
    if (!d) { panel.replaceChildren(); return; }
    if (!d.options) {
      const who = d.player === table.seat ? t("you") : t("player", { p: d.player });
      panel.replaceChildren(el("p", { class: "waiting" }, t("waiting", { who })));
      return;
    }
    const shown = state.focus === null ? options : options.filter((o) => o.cards.includes(state.focus));
    panel.replaceChildren(
      el("p", { class: "prompt" }, el("strong", {}, `${t("yourDecision")}: `), d.prompt),
      el("div", { class: "options" }, shown.map((o) => el("button", {
        class: "option", "data-index": o.index, "data-cards": o.cards.join(" "), onclick: () => choose(o.index),
      }, o.label))),
      ...(state.msg.undo ? [el("button", { id: "undo", onclick: () => { panel.classList.add("sent"); send({ type: "undo" }); } }, t("undo"))] : []),
      ...(state.focus !== null ? [el("button", { class: "show-all", onclick: () => { state.focus = null; draw(); } }, t("showAll"))] : []));
  }
  connect();
}
