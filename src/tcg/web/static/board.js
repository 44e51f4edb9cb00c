// The table drawn from one seat's `present.table` dict: zones of text cards, counters, the
// stack, and which cards the pending decision lets the player click.
import { counterName, factName, stackTitle, t } from "./i18n.js";

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

const FACT_KEYS = ["level", "soul", "combo_power", "combo", "energy", "job", "category", "triggers", "keywords"];

function colourOf(c) {
  const v = c.colour ?? c.element ?? "";
  return (Array.isArray(v) ? v.join(" ") : String(v)).toLowerCase();
}

function show(v) {
  if (v === null || v === undefined || v === "") return "";
  if (Array.isArray(v)) return v.join(" ");
  if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k} ${x}`).join(", ");
  return String(v);
}

// An engine word (a state, a type, a colour, a counter) as the table says it in its language.
function said(words, key) {
  return (words && words[key]) || String(key).replaceAll("_", " ");
}

// One card: name and cost on top, type and colour, power, the game's own characteristics,
// the text, then status and counters. A hidden card is a plain back.
export function cardView(c, { choosable, onPick, words } = {}) {
  if (!c || c.hidden) return el("div", { class: "card back", title: "?" }, "");
  const status = c.status || [];
  const colour = show(c.colour ?? c.element).split("/").map((x) => said(words, x)).join("/");
  const facts = FACT_KEYS.filter((k) => c[k] !== undefined && c[k] !== null && show(c[k]) !== "")
    .map((k) => el("span", { class: `fact ${k}` }, `${factName(k)} ${show(c[k])}`));
  const counters = Object.entries(c.counters || {}).map(([k, n]) => el("span", { class: "counter" }, `${k} ×${n}`));
  if (c.damage) counters.push(el("span", { class: "counter damage" }, `${said(words, "damage")} ${c.damage}`));
  const node = el("div", {
    class: `card ${status.join(" ")}${choosable ? " choosable" : ""}`, "data-id": c.id, "data-colour": colourOf(c),
    title: [c.name, c.type, c.text].filter(Boolean).join("\n"),
    onclick: choosable && onPick ? (ev) => { ev.stopPropagation(); onPick(c.id); } : null,
  },
  el("div", { class: "top" }, el("span", { class: "name" }, c.name),
    c.cost !== null && c.cost !== undefined && c.cost !== "" ? el("span", { class: "cost" }, show(c.cost)) : null),
  el("div", { class: "type" }, [c.type ? said(words, c.type) : "", colour].filter(Boolean).join(" · ")),
  c.pt || c.power ? el("div", { class: "power" }, show(c.pt || c.power)) : null,
  facts.length ? el("div", { class: "facts" }, facts) : null,
  c.text ? el("div", { class: "text" }, c.text) : null,
  status.length || counters.length ? el("div", { class: "status" }, status.map((s) => el("span", {}, said(words, s))), counters) : null);
  return node;
}

function zoneView(z, ctx) {
  const head = el("div", { class: "zone-head" }, z.label, el("span", { class: "count" }, z.count));
  const pick = (c) => cardView(c, { choosable: ctx.choosable.has(c.id), onPick: ctx.onPick, words: ctx.words });
  let body;
  if (z.layout === "hidden") {
    body = el("div", { class: "pile-back" }, `${z.count}`);
  } else if (z.layout === "pile") {
    // A pile shows its top card; the whole pile opens on a click.
    const cards = z.cards || [];
    const open = ctx.open.has(z.key + ctx.owner);
    const shown = open ? cards : cards.slice(-1);
    body = el("div", { class: "cards" }, shown.map(pick));
    if (cards.length > 1) {
      head.append(el("button", { class: "more", onclick: () => ctx.toggle(z.key + ctx.owner) }, open ? "−" : `+${cards.length - 1}`));
    }
  } else if (z.layout === "slots" && z.slots) {
    const byId = Object.fromEntries((z.cards || []).map((c) => [c.id, c]));
    body = el("div", { class: "slots" }, z.slots.map((s) =>
      el("div", { class: "slot", "data-slot": s.key }, el("div", { class: "slot-label" }, s.label),
        s.card !== null && s.card !== undefined && byId[s.card] ? pick(byId[s.card]) : el("div", { class: "card empty" }))));
  } else {
    body = el("div", { class: "cards" }, (z.cards || []).map(pick));
  }
  return el("section", { class: `zone layout-${z.layout}`, "data-zone": z.key }, head, body);
}

function playerView(p, table, ctx) {
  const counters = Object.entries(p.counters || {}).map(([k, v]) => el("span", { class: "pcounter" },
    `${table.words && table.words[k] ? table.words[k] : counterName(k)} ${v}`));
  return el("div", { class: `player${p.seat === table.active ? " active" : ""}`, "data-seat": p.seat },
    el("div", { class: "player-head" }, el("strong", {}, p.name), counters),
    el("div", { class: "zones" }, p.zones.map((z) => zoneView(z, { ...ctx, owner: p.seat }))));
}

function stackView(table, ctx) {
  if (!table.stack || !table.stack.length) return null;
  return el("section", { class: "stack" }, el("div", { class: "zone-head" }, stackTitle(table.game)),
    el("ol", {}, [...table.stack].reverse().map((s) =>
      el("li", {}, s.label, s.controller !== null && s.controller !== undefined
        ? el("span", { class: "who" }, ` (${s.controller === table.seat ? t("you") : t("player", { p: s.controller })})`) : null))));
}

// The whole board: opponents on top, shared zones and the stack in the middle, the seat below.
export function boardView(table, ctx) {
  const mine = table.seat === null || table.seat === undefined ? 0 : table.seat;
  const others = table.players.filter((p) => p.seat !== mine);
  const me = table.players.find((p) => p.seat === mine);
  const shared = (table.shared || []).filter((z) => z.count || (z.cards && z.cards.length));
  ctx = { ...ctx, words: table.words || {} };
  return el("div", { class: "board" },
    others.map((p) => playerView(p, table, ctx)),
    el("div", { class: "middle" }, shared.map((z) => zoneView(z, { ...ctx, owner: "s" })), stackView(table, ctx)),
    me ? playerView(me, table, ctx) : null);
}

export function statusLine(table) {
  const who = (p) => (p === table.seat ? t("you") : t("player", { p }));
  const parts = [table.title, `${t("turn")} ${table.turn}`];
  if (table.where) parts.push(table.where);
  if (table.active !== null && table.active !== undefined) parts.push(`${t("active")}: ${who(table.active)}`);
  return parts.join(" · ");
}

export function resultLine(table) {
  const r = table.result;
  if (!r) return null;
  let head;
  if (r.winner === null || r.winner === undefined) head = t("draw");
  else if (table.seat === null || table.seat === undefined) head = t("wins", { p: r.winner });
  else head = r.winner === table.seat ? t("youWin") : t("youLose");
  return `${head}: ${r.reason}`;
}
