// The words the search bench writes its 1,000,000 items from. Ranked: the seed picks rank r with a probability of
// about 1 / (r · ln N) (Zipf's law with exponent 1, drawn as floor(exp(random · ln(N + 1)))), so the first ranks are
// in most items and the last in a few hundred. English stop words come first (the english configuration drops
// them, as it drops them from real text), then English and German words of an intranet (German with umlauts and ß,
// which the configurations fold with unaccent), then made-up words (syllables) for the long tail, with some real
// words placed among them so that a real word can be uncommon too. Deterministic: same list on every run.

/** Words of a text block, split at white space. */
const words = (text: string): string[] => text.trim().split(/\s+/);
/** Items of a text block, split at commas. */
const list = (text: string): string[] =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

const STOP = words(`
  the and of to in for with on at is a we our this from be
`);

/** Content words, most common first. */
const COMMON = words(`
  project meeting team update report customer plan review week office budget release Besprechung Projekt
  training policy sales product design quarter launch feedback schedule support process Mitarbeiter Übersicht
  Änderung workshop deadline contract invoice travel kitchen holiday Urlaub Prüfung server network security
  website marketing finance strategy goal result analysis draft document agenda summary Geschäftsführung
  Größe Bürogebäude Straße Häuser Qualitätssicherung Schlüssel partner supplier order delivery warehouse
  logistics question answer idea proposal approval request ticket issue incident migration database backup
  laptop printer parking canteen lunch coffee party birthday welcome onboarding recruiting interview
  candidate salary benefit insurance health safety fire drill evacuation building floor room conference video
  call presentation slides demo prototype roadmap milestone sprint backlog Abteilung Kunde Lieferant Rechnung
  Vertrag Angebot Auftrag Schulung Veranstaltung Termin Sitzung Protokoll Entwurf Freigabe Genehmigung
  Fahrzeug Dienstreise Kantine Parkplatz Gebäude Sicherheit Datenschutz Zuständigkeit Verantwortung
  Nachhaltigkeit Energie Umwelt Müll Trennung Fußball Sommerfest Weihnachtsfeier Glühwein Brötchen Frühstück
  Kühlschrank Spülmaschine Büro Möbel Stühle Tür Fenster Heizung Klimaanlage Aufzug Empfang Pförtner Besucher
  Ausweis Zugang Passwort Drucker Netzwerk Störung Wartung Ausfall Lösung Anleitung Handbuch Richtlinie
  Vorlage Formular Antrag Erstattung Kosten Haushalt Prognose Umsatz Gewinn Wachstum Markt Wettbewerb Preis
  Rabatt Bestellung Lieferung Lager Versand Rücksendung Reklamation Qualität Prüfbericht Zertifikat Audit
  Norm Standard Verbesserung Vorschlag Idee Innovation Forschung Entwicklung Produktion Fertigung Maschine
  Werkzeug Ersatzteil Montage Schicht Überstunden Gleitzeit Homeoffice Krankmeldung Elternzeit Jubiläum
  Ruhestand Nachfolger Einarbeitung analytics dashboard metrics quality compliance audit risk legal privacy
  consent newsletter announcement survey poll vote election council union board director manager assistant
  engineer developer designer architect consultant analyst intern student volunteer charity donation
  community event festival concert exhibition fair booth banner flyer brochure catalogue price discount offer
  campaign advert brand logo colour font layout template photo image gallery archive folder file upload
  download link share comment like reply thread channel chat message inbox calendar appointment reminder
  invitation attendee speaker guest visitor badge access permission role admin account profile avatar
  settings notification alert error bug fix patch version deployment pipeline test coverage performance
  latency throughput capacity storage cloud cluster container monitoring logging tracing Jahresabschluss
  Betriebsrat Betriebsversammlung Gesundheitstag Brandschutzübung Erste-Hilfe Fortbildung Weiterbildung
  Zielvereinbarung Mitarbeitergespräch Leistungsbeurteilung Beförderung
`);

/** Real words for the tail: uncommon in the items, findable as words. */
const UNCOMMON = words(`
  sabbatical ergonomics whiteboard beamer projector headset webcam keyboard monitor docking charger adapter
  cable router firewall certificate encryption token session Tischkicker Obstkorb Wasserspender
  Kaffeevollautomat Schließfach Garderobe Fahrradständer Ladesäule Dienstwagen Bahncard Reisekostenabrechnung
  Spesen Quittung Beleg Kostenstelle Prokura Handelsregister Gesellschafter Aufsichtsrat Hauptversammlung
  Dividende Bilanz ledger accrual depreciation amortisation forecast variance headcount attrition churn
  retention acquisition merger divestment subsidiary franchise tender procurement bid
`);

/** A made-up word of two to four syllables, from the index (deterministic). */
function madeUp(i: number): string {
  const onsets = ["b", "k", "m", "t", "v", "s", "l", "r", "d", "g", "p", "n", "f", "h", "z", "br", "st", "tr", "gl"];
  const nuclei = ["a", "e", "i", "o", "u", "ei", "au", "ä", "ö", "ü", "ie"];
  const codas = ["", "n", "r", "l", "s", "m", "nd", "rt", "x", "ck"];
  let n = i * 2654435761;
  const pick = <T>(list: T[]): T => {
    n = (n * 1103515245 + 12345) % 2147483648;
    return list[n % list.length] as T;
  };
  const syllables = 2 + (i % 3);
  let word = "";
  for (let s = 0; s < syllables; s++) word += pick(onsets) + pick(nuclei) + (s === syllables - 1 ? pick(codas) : "");
  return word;
}

/** Rank 1 first: the stop words, the common words, then made-up words with the uncommon real ones among them. */
export function vocabulary(size = 3000): string[] {
  const out = [...STOP, ...COMMON];
  const seen = new Set(out.map((w) => w.toLowerCase()));
  let u = 0;
  for (let i = 1; out.length < size && i < size * 20; i++) {
    if (i % 40 === 0 && u < UNCOMMON.length) {
      const word = UNCOMMON[u++] as string;
      seen.add(word.toLowerCase());
      out.push(word);
      continue;
    }
    const word = madeUp(i);
    if (seen.has(word)) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

/** Words the seed plants into a few items each (see search-seed.ts), never drawn otherwise. */
export const RARE_WORDS = words(`
  Quastenflosser perihelion Zylinderkopfdichtung obsidian Marzipanschwein
`);

export const FIRST_NAMES = words(`
  Anna Jürgen Jörg Sören Björn Müge Ayşe Lena Lukas Hannah Jonas Marie Felix Sophie Maximilian Emma Paul Mia
  Leon Clara Noah Ella Elias Lea Ben Amélie François José Zoë Renée Günther Käthe Ömer Ilse Karl Helga Dieter
  Ursula Peter Sabine Thomas Andrea Michael Petra Stefan Claudia Markus Julia Tobias Sarah
`);

export const LAST_NAMES = words(`
  Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Schäfer Koch Bauer Richter Klein
  Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger Hofmann Hartmann Lange Schmitt Werner Schmitz Krause
  Meier Lehmann Schmid Schulze Maier Köhler Herrmann König Walter Mayer Huber Kaiser Fuchs Peters Lang Scholz
  Möller Weiß Jung Hahn Schubert Vogel Friedrich Keller Günther Frank Berger Winkler Roth Beck Lorenz Baumann
  Franke Albrecht Schuster Simon Ludwig Böhm Winter Kraus Martin Schumacher Krämer Vogt Stein Jäger Otto
  Sommer Groß Seidel Heinrich Brandt Haas Schreiber Graf Schulte Dietrich Ziegler Kuhn Kühn Pohl Engel Horn
  Busch Bergmann Thomas Voigt Sauer Arnold Wolff Pfeiffer Özdemir Yılmaz Kaya García Martínez Dubois Lefèvre
  Smith Johnson Brown Nguyen Kowalski
`);

export const POSITIONS = list(`
  Software Engineer, Project Manager, Sachbearbeiterin, Teamleiter, Geschäftsführer, Buchhalterin,
  Sales Manager, Marketing Specialist, HR Business Partner, Werkstudent, Qualitätsprüfer, Einkäufer,
  Data Analyst, Office Manager, Assistentin der Geschäftsführung, Lagerist, Designer, Architect
`);

export const DEPARTMENTS = list(`
  Engineering, Vertrieb, Marketing, Personal, Finanzen, Einkauf, Logistik, Produktion, IT,
  Qualitätsmanagement, Recht, Kundenservice, Forschung und Entwicklung, Geschäftsführung
`);

export const LOCATIONS = words(`
  Berlin München Köln Düsseldorf Hamburg Zürich Wien Lyon Madrid
`);
