// The page's router: "/" the lobby, "/play/<id>" a table, "/replay/<id>" the replay viewer.
import { lang } from "./i18n.js";
import { lobby } from "./lobby.js";
import { playTable } from "./play.js";
import { replayViewer } from "./replay.js";

document.documentElement.lang = lang;
for (const a of document.querySelectorAll("#langs a")) {
  if (a.dataset.lang === lang) a.classList.add("current");
  a.href = `${location.pathname}?lang=${a.dataset.lang}${location.hash}`;
}
const app = document.getElementById("app");
const [, page, id] = location.pathname.split("/");
if (page === "play" && id) playTable(app, id);
else if (page === "replay" && id) replayViewer(app, id);
else lobby(app);
