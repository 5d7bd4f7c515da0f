/** The site's own pages of plain text: who we are, the rules, what is kept, help. */
export const INFO_PAGES = ["about", "terms", "privacy", "cookies", "help"] as const;
export type InfoPageKey = (typeof INFO_PAGES)[number];

/** One page: its title, a line under it, and its sections, each a heading and paragraphs. */
type InfoPage = {
  title: string;
  intro: string;
  sections: { heading: string; paragraphs: string[] }[];
};

export type InfoPages = Record<InfoPageKey, InfoPage>;
