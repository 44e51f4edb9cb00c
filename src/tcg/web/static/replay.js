// The replay viewer: a finished game stepped choice by choice, seen by either player or a
// spectator, with the log up to that moment.
import { boardView, el, resultLine, statusLine } from "./board.js";
import { lang, t } from "./i18n.js";

export function replayViewer(app, id) {
  let step = 0;
  let steps = 0;
  let seat = "";
  let timer = null;
  const status = el("div", { id: "status" });
  const where = el("span", { id: "step" });
  const board = el("div", { id: "board" });
  const log = el("ol", { id: "log" });
  const banner = el("div", { id: "result" });
  const slider = el("input", { type: "range", min: 0, value: 0, id: "slider", oninput: () => go(Number(slider.value)) });
  const seatSel = el("select", { id: "viewas", onchange: () => { seat = seatSel.value; go(step); } },
    el("option", { value: "" }, t("everyone")), el("option", { value: "0" }, t("seat0")), el("option", { value: "1" }, t("seat1")));
  const playBtn = el("button", { id: "play", onclick: () => {
    if (timer) { clearInterval(timer); timer = null; playBtn.textContent = t("playReplay"); return; }
    playBtn.textContent = t("pause");
    timer = setInterval(() => (step >= steps ? playBtn.click() : go(step + 1)), 400);
  } }, t("playReplay"));
  const controls = el("div", { class: "controls" },
    el("button", { id: "first", onclick: () => go(0) }, t("first")),
    el("button", { id: "prev", onclick: () => go(step - 1) }, t("prev")), playBtn,
    el("button", { id: "next", onclick: () => go(step + 1) }, t("next")),
    el("button", { id: "last", onclick: () => go(steps) }, t("last")), slider, where,
    el("label", {}, ` ${t("viewAs")} `, seatSel),
    el("a", { href: `/api/games/${id}/replay`, download: `${id}.json` }, t("download")));
  app.replaceChildren(el("div", { class: "table" }, status, controls, banner,
    el("div", { class: "tablebody" }, el("div", { class: "left" }, board), el("aside", {}, el("h3", {}, t("log")), log))));

  async function go(n) {
    const q = new URLSearchParams({ lang });
    if (seat !== "") q.set("seat", seat);
    const res = await fetch(`/api/games/${id}/replay/${Math.max(0, n)}?${q}`);
    const data = await res.json();
    if (!res.ok) { banner.textContent = data.detail || res.statusText; return; }
    step = data.step;
    steps = data.steps;
    slider.max = steps;
    slider.value = step;
    where.textContent = t("step", { n: step, m: steps });
    status.textContent = statusLine(data.table);
    banner.textContent = resultLine(data.table) || "";
    board.replaceChildren(boardView(data.table, { choosable: new Set(), open: new Set(), toggle: () => {} }));
    log.replaceChildren(...data.log.map((l) => el("li", {}, l)));
    log.scrollTop = log.scrollHeight;
  }
  go(0);
}
