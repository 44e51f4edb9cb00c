// The lobby: start a game of any game id with bundled or uploaded decks, against an AI or a
// person (a join link), or two AIs to watch; "your games" (the seats this browser keeps, with
// the join link its creator can send again); the list of recent games to watch or replay.
import { el } from "./board.js";
import { lang, t } from "./i18n.js";

async function api(path, body) {
  const res = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || data.detail || res.statusText);
  return data;
}

export function saveToken(id, seat, token) {
  localStorage.setItem(`tcg-seat-${id}`, JSON.stringify({ seat, token }));
}

// The join link of a game this browser created for two people: kept so that it can be sent again.
export function saveJoin(id, join) {
  localStorage.setItem(`tcg-join-${id}`, JSON.stringify(join));
}

export function joinLink(id) {
  const join = JSON.parse(localStorage.getItem(`tcg-join-${id}`) || "null");
  return join && `${location.origin}/play/${id}?lang=${lang}#seat=${join.seat}&token=${encodeURIComponent(join.token)}`;
}

// The seats this browser keeps: {game id: token}.
function keptTokens() {
  const out = {};
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key.startsWith("tcg-seat-")) out[key.slice(9)] = JSON.parse(localStorage.getItem(key)).token;
  }
  return out;
}

function deckPicker(label, name) {
  const select = el("select", { name });
  const file = el("input", { type: "file", name: `${name}-file`, accept: ".txt,.dck,.dek" });
  return { select, file, node: el("label", {}, label, select, el("span", { class: "upload" }, t("upload"), file)) };
}

async function deckSpec(picker) {
  const f = picker.file.files[0];
  if (f) return { text: await f.text(), filename: f.name };
  return { name: picker.select.value };
}

export async function lobby(app) {
  const cat = await api("/api/catalog");
  const gameSel = el("select", { name: "game" }, cat.games.map((g) => el("option", { value: g.id }, `${g.title} (${g.id})`)));
  const mine = deckPicker(t("yourDeck"), "deck");
  const theirs = deckPicker(t("theirDeck"), "opponent-deck");
  const opp = el("select", { name: "opponent" }, ["random", "greedy", "mcts", "human"].map((p) => el("option", { value: p }, t(p))));
  const seat = el("select", { name: "seat" }, [0, 1, "watch"].map((s) => el("option", { value: s }, t(`seat${s}`))));
  const second = el("select", { name: "second-ai" }, ["random", "greedy", "mcts"].map((p) => el("option", { value: p }, t(p))));
  const secondLabel = el("label", { hidden: true }, t("secondAI"), second);
  seat.addEventListener("change", () => { secondLabel.hidden = seat.value !== "watch"; });
  const seed = el("input", { type: "number", name: "seed", min: 0 });
  const error = el("p", { class: "error", role: "alert" });
  const fillDecks = () => {
    const g = cat.games.find((x) => x.id === gameSel.value);
    for (const [i, p] of [mine, theirs].entries()) {
      p.select.replaceChildren(...g.decks.map((d) => el("option", { value: d }, d)));
      p.select.selectedIndex = i % g.decks.length;
      p.file.value = "";
    }
  };
  gameSel.addEventListener("change", fillDecks);
  fillDecks();
  const start = async (ev) => {
    ev.preventDefault();
    error.textContent = "";
    try {
      const watch = seat.value === "watch";
      const me = watch ? 0 : Number(seat.value);
      const decks = [await deckSpec(mine), await deckSpec(theirs)];
      const seats = watch ? [opp.value === "human" ? "random" : opp.value, second.value] : ["human", opp.value];
      const body = { game: gameSel.value, decks: me === 0 ? decks : decks.reverse(), seats: me === 0 ? seats : seats.reverse() };
      if (seed.value !== "") body.seed = Number(seed.value);
      const made = await api("/api/games", body);
      if (watch) { location.href = `/play/${made.id}?lang=${lang}`; return; }
      const mySeat = made.seats[me];
      saveToken(made.id, me, mySeat.token);
      const other = made.seats[1 - me];
      if (other.token) saveJoin(made.id, { seat: 1 - me, token: other.token });
      location.href = `/play/${made.id}?lang=${lang}#seat=${me}&token=${encodeURIComponent(mySeat.token)}`;
    } catch (e) {
      error.textContent = e.message;
    }
  };
  const form = el("form", { id: "new-game", onsubmit: start },
    el("h2", {}, t("newGame")),
    el("label", {}, t("game"), gameSel), mine.node, theirs.node,
    el("label", {}, t("opponent"), opp), el("label", {}, t("seat"), seat), secondLabel, el("label", {}, t("seed"), seed),
    el("button", { type: "submit", id: "start" }, t("start")), error);
  const list = el("ul", { id: "recent" });
  const yours = el("ul", { id: "yours" });
  app.replaceChildren(el("div", { class: "lobby" }, form, el("section", {},
    el("h2", {}, t("yourGames")), yours, el("h2", {}, t("recent")), list)));
  const kept = await api("/api/mine", { tokens: keptTokens() });
  if (!kept.length) yours.append(el("li", {}, t("noGames")));
  for (const g of kept) {
    const link = joinLink(g.id);
    yours.append(el("li", { "data-id": g.id }, `${g.game}: ${g.decks.join(` ${t("vs")} `)} — ${t(`seat${g.seat}`)}, ${g.result ? t("over") : t("inPlay")} `,
      el("a", { href: `/play/${g.id}?lang=${lang}`, class: "back-to-seat" }, g.result ? t("watch") : t("play")),
      link && !g.result ? el("button", { class: "show-join", onclick: (ev) => ev.target.replaceWith(
        el("input", { readonly: true, size: 60, value: link, class: "join-link" })) }, t("showJoin")) : null));
  }
  const games = await api("/api/games");
  if (!games.length) list.append(el("li", {}, t("noGames")));
  for (const g of games) {
    const state = g.result ? t("over") : t("inPlay");
    list.append(el("li", {}, `${g.game}: ${g.decks.join(` ${t("vs")} `)} (${g.seats.join(" / ")}) — ${state} `,
      el("a", { href: `/play/${g.id}?lang=${lang}` }, t("watch")), " ",
      g.result ? el("a", { href: `/replay/${g.id}?lang=${lang}` }, t("replay")) : null));
  }
}
