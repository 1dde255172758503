import type { CollectionSlug } from "./types.ts";

/** A fabric colourway: ground, then accents used by the print. */
export type Colourway = readonly [string, string, string, string];

export type PrintKind =
  | "solid"
  | "constellation"
  | "starfield"
  | "bubbles"
  | "quilt"
  | "pleats"
  | "snow"
  | "brocade"
  | "tartan"
  | "seeds"
  | "pomegranate"
  | "grain"
  | "wax"
  | "diamond"
  | "kente"
  | "chevron"
  | "floral"
  | "polka"
  | "lace";

export interface Direction {
  colourways: readonly Colourway[];
  prints: readonly PrintKind[];
  /** Studio backdrop: top, bottom, floor shadow. */
  studio: readonly [string, string, string];
  /** Colours of shoes and small accessories. */
  metals: readonly string[];
  hair: readonly HairStyle[];
  /** Chance that sleeves are sculptural volume sleeves. */
  volume: number;
}

export type HairStyle = "bun" | "afro" | "gele" | "sleek" | "braids" | "crop" | "puff";

export const directions: Record<CollectionSlug, Direction> = {
  naledi: {
    colourways: [
      ["#141d45", "#dfe5f1", "#9fb0d6", "#f1e4b8"],
      ["#1f2f6b", "#e9edf6", "#7f93c8", "#c9d2e6"],
      ["#0c1330", "#c9d1e3", "#5b6fa8", "#f3e9c6"],
      ["#2c4180", "#f1f3f9", "#b4c2e2", "#10183a"],
      ["#c6cfdf", "#1b2757", "#5d6f9f", "#ffffff"],
      ["#3b3f73", "#e3e6f3", "#a1a9d4", "#ecd9a0"],
      ["#0f2a4a", "#d7e3ef", "#6f95bd", "#f0e2b3"],
    ],
    prints: ["constellation", "starfield", "constellation", "solid", "pleats"],
    studio: ["#e9ecf3", "#cfd6e6", "#27335e"],
    metals: ["#c0c6d4", "#dcc38a", "#1c2038"],
    hair: ["sleek", "bun", "afro", "crop", "braids"],
    volume: 0.1,
  },
  "bubble-girl": {
    colourways: [
      ["#f29bbd", "#ffffff", "#d9577f", "#ffd6e5"],
      ["#3152d6", "#a9bbff", "#f4f1ff", "#1a2a86"],
      ["#f4ede4", "#e9a1b5", "#bfa9d9", "#ffffff"],
      ["#d8363f", "#ffb3b7", "#ffffff", "#8e1620"],
      ["#b9a3e3", "#f5f0ff", "#7c5fc2", "#ffd1e3"],
      ["#9fdcc8", "#ffffff", "#3f9c84", "#ffe8a8"],
      ["#1d1b22", "#f5a3c4", "#ffffff", "#5e5a6b"],
      ["#ffb35c", "#fff1dc", "#e0731e", "#ffffff"],
    ],
    prints: ["solid", "bubbles", "quilt", "solid", "pleats", "bubbles"],
    studio: ["#f6eff0", "#e7dcdf", "#8a6f78"],
    metals: ["#f2f2f5", "#e6b8c8", "#1d1b22"],
    hair: ["bun", "puff", "sleek", "afro", "crop"],
    volume: 0.8,
  },
  mysthique: {
    colourways: [
      ["#0f3b2e", "#c9a24a", "#f4e9cf", "#6b1426"],
      ["#5c1022", "#d8b25c", "#f6ead0", "#0f3b2e"],
      ["#13241f", "#cfa750", "#8e1d31", "#f2e7cf"],
      ["#7a1b2c", "#1c4d3b", "#e8c874", "#f6efe0"],
      ["#1b3d36", "#e8dcc0", "#a52a3c", "#d6b25a"],
      ["#2a0f1a", "#caa14a", "#6e1a2b", "#f1e3c2"],
      ["#c9a24a", "#3b0d18", "#f7ecd0", "#0f3b2e"],
    ],
    prints: ["snow", "brocade", "solid", "tartan", "starfield", "brocade"],
    studio: ["#f1ebe2", "#ddd2c2", "#3b2a22"],
    metals: ["#caa14a", "#6b1426", "#1a1412"],
    hair: ["bun", "sleek", "afro", "braids", "puff"],
    volume: 0.25,
  },
  genesis: {
    colourways: [
      ["#b3202e", "#f3d7c9", "#6b0f18", "#e6b34a"],
      ["#a9c27a", "#f4eedc", "#5e7a3a", "#b3202e"],
      ["#e8d7b0", "#3b3a36", "#a88b5a", "#b3202e"],
      ["#3f3227", "#e9dcc3", "#8c6d48", "#a9c27a"],
      ["#f2c230", "#3b3a36", "#fff3c9", "#b3202e"],
      ["#f1e6cf", "#2f2b26", "#c9a96e", "#a9c27a"],
      ["#6e8f45", "#f2e6c9", "#b3202e", "#2c3a1c"],
      ["#8c1c2a", "#f6d56b", "#f4e3d6", "#3b1a14"],
    ],
    prints: ["seeds", "pomegranate", "grain", "solid", "seeds", "polka"],
    studio: ["#f5efe4", "#e6dac5", "#5b4630"],
    metals: ["#c99a3e", "#3b2a1e", "#b3202e"],
    hair: ["afro", "bun", "puff", "crop", "braids", "gele"],
    volume: 0.25,
  },
  resurgence: {
    colourways: [
      ["#e0592a", "#1d5fb3", "#f4c20d", "#1e1410"],
      ["#0b7a4b", "#f4c20d", "#c2185b", "#1e1410"],
      ["#1d3fa0", "#f29d1f", "#ffffff", "#d1342f"],
      ["#c2185b", "#f4c20d", "#16846a", "#1e1410"],
      ["#f4c20d", "#1e1410", "#d1342f", "#0b7a4b"],
      ["#5b1f8a", "#f29d1f", "#33b1a6", "#ffffff"],
      ["#1e1410", "#e0592a", "#f4c20d", "#2e8bd1"],
      ["#d1342f", "#111111", "#f6e7c1", "#16846a"],
    ],
    prints: ["wax", "kente", "diamond", "chevron", "wax", "kente"],
    studio: ["#f4ece0", "#e7d8c1", "#5a3a20"],
    metals: ["#d9a637", "#1e1410", "#c2185b"],
    hair: ["gele", "afro", "braids", "gele", "puff"],
    volume: 0.35,
  },
  hazelbee: {
    colourways: [
      ["#f3c9c4", "#ffffff", "#d98e8a", "#b9c8ad"],
      ["#b9c8ad", "#fbf7ee", "#6f8a63", "#f3c9c4"],
      ["#cdbfe0", "#fbf8ff", "#8f7bb8", "#f3d9c9"],
      ["#efe0c4", "#ffffff", "#c9a978", "#e8b9b5"],
      ["#c9d9e6", "#ffffff", "#7d9ab8", "#f3d2cf"],
      ["#f7e3dc", "#d98e8a", "#8ba57d", "#ffffff"],
      ["#e6d2e8", "#ffffff", "#a77fb0", "#c3d5b4"],
    ],
    prints: ["floral", "solid", "lace", "floral", "polka", "pleats"],
    studio: ["#f8f2ee", "#ede2dc", "#8f7468"],
    metals: ["#e3c99a", "#f3c9c4", "#ffffff"],
    hair: ["bun", "sleek", "puff", "braids", "gele", "afro"],
    volume: 0.3,
  },
};

export const skinTones = ["#5b3420", "#6e4129", "#7f4d30", "#4a2a1b", "#8a5a3a", "#3f2417"] as const;
