// The page's own words in English and French. The French follows the rulebooks' terms
// (rules-fr.txt): "concéder la partie", "la pile" (FFTCG, Magic), "la chaîne" (DBS),
// "adversaire", "tour", "phase". Zone names, phases and options come translated from the server.
const WORDS = {
  en: {
    newGame: "New game", game: "Game", yourDeck: "Your deck", theirDeck: "Opponent's deck",
    opponent: "Opponent", seat: "Your seat", seed: "Seed (optional)", start: "Start",
    upload: "or upload a deck file", human: "another person (join link)", random: "random AI",
    greedy: "greedy AI", mcts: "search AI (mcts)", recent: "Recent games", watch: "watch",
    replay: "replay", play: "play", over: "over", inPlay: "in play", turn: "Turn", phase: "Phase",
    active: "active", you: "You", player: "Player {p}", spectator: "spectator",
    waiting: "Waiting for {who}…", yourDecision: "Your decision", concede: "Concede",
    concedeAsk: "Concede the game?", log: "Log", stack: "Stack", chain: "Chain",
    youWin: "You win", youLose: "You lose", wins: "Player {p} wins", draw: "Draw",
    invite: "Send this link to your opponent:", reconnecting: "Connection lost: reconnecting…",
    showAll: "all options", refused: "Refused", step: "Choice {n} of {m}", first: "start",
    prev: "back", next: "forward", last: "end", playReplay: "play", pause: "pause",
    viewAs: "seen by", everyone: "a spectator", download: "download the replay file",
    noGames: "no games yet", cards: "cards", counters: "counters", seat0: "player 0", seat1: "player 1",
    againstAI: "against", vs: "vs", cost: "cost", power: "power", more: "more",
    seatwatch: "none: watch two AIs", secondAI: "The other AI", yourGames: "Your games",
    showJoin: "show the join link", undo: "Undo", speed: "Speed", paused: "paused",
    stopsTurn: "Pass until end of turn (F6)", stopsSomething: "Pass until something happens",
    stopsOn: "Stops on", stopsOff: "Stops off", stopsMine: "Your turn", stopsTheirs: "Opponent's turn",
    stopsMode: "Stops", perMove: "{s} s a move",
  },
  fr: {
    newGame: "Nouvelle partie", game: "Jeu", yourDeck: "Votre deck", theirDeck: "Deck adverse",
    opponent: "Adversaire", seat: "Votre place", seed: "Graine (facultatif)", start: "Commencer",
    upload: "ou envoyer un fichier de deck", human: "une autre personne (lien d'invitation)",
    random: "IA aléatoire", greedy: "IA gloutonne", mcts: "IA de recherche (mcts)",
    recent: "Parties récentes", watch: "regarder", replay: "revoir", play: "jouer", over: "terminée",
    inPlay: "en cours", turn: "Tour", phase: "Phase", active: "joueur actif", you: "Vous",
    player: "Joueur {p}", spectator: "spectateur", waiting: "En attente de {who}…",
    yourDecision: "À vous de choisir", concede: "Concéder", concedeAsk: "Concéder la partie ?",
    log: "Journal", stack: "La pile", chain: "La chaîne", youWin: "Vous gagnez", youLose: "Vous perdez",
    wins: "Le joueur {p} gagne", draw: "Partie nulle", invite: "Envoyez ce lien à votre adversaire :",
    reconnecting: "Connexion perdue : reconnexion…", showAll: "toutes les options", refused: "Refusé",
    step: "Choix {n} sur {m}", first: "début", prev: "reculer", next: "avancer", last: "fin",
    playReplay: "lecture", pause: "pause", viewAs: "vu par", everyone: "un spectateur",
    download: "télécharger le fichier de la partie", noGames: "aucune partie", cards: "cartes",
    counters: "marqueurs", seat0: "joueur 0", seat1: "joueur 1", againstAI: "contre", vs: "contre",
    cost: "coût", power: "puissance", more: "plus",
    seatwatch: "aucune : regarder deux IA", secondAI: "L'autre IA", yourGames: "Vos parties",
    showJoin: "montrer le lien d'invitation", undo: "Annuler", speed: "Vitesse", paused: "en pause",
    stopsTurn: "Passer jusqu'à la fin du tour (F6)", stopsSomething: "Passer jusqu'à ce qu'il se passe quelque chose",
    stopsOn: "Arrêts actifs", stopsOff: "Arrêts désactivés", stopsMine: "Votre tour", stopsTheirs: "Tour adverse",
    stopsMode: "Arrêts", perMove: "{s} s par action",
  },
};

// A card's characteristics by the rulebooks' names.
const FACTS_FR = {
  level: "niveau", soul: "âme", combo_power: "puissance de Combo", combo: "Combo",
  energy: "coût d'énergie", job: "job", category: "catégorie", triggers: "déclencheurs",
  keywords: "mots-clés",
};

// A player's counter by its key (the French comes with the table: `table.words`).
export function counterName(key) {
  return key.replaceAll("_", " ");
}

export function factName(key) {
  return (lang === "fr" && FACTS_FR[key]) || key.replaceAll("_", " ");
}

export const lang = (() => {
  const q = new URLSearchParams(location.search).get("lang");
  if (q === "fr" || q === "en") { localStorage.setItem("tcg-lang", q); return q; }
  return localStorage.getItem("tcg-lang") || "en";
})();

export function t(key, args = {}) {
  const text = (WORDS[lang] && WORDS[lang][key]) || WORDS.en[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, k) => String(args[k] ?? ""));
}

// The stack's name in the game's rulebook: DBS resolves a chain, the others a stack.
export function stackTitle(game) {
  return game === "dbscg" || game === "dbs-masters" ? t("chain") : t("stack");
}
