// Sizes of the record sheet, in millimetres of the page at scale 1. Text sizes are em sizes:
// 2.5 mm is about 7 pt, readable on paper; the sheet is scaled down only when a ship does not fit.
export const STYLE = {
  margin: 8,
  /** Between columns and between blocks of a column. */
  gap: 2.5,
  /** Inside panels. */
  pad: 1.8,
  titleSize: 6,
  subtitleSize: 2.9,
  headSize: 3,
  headBar: 4.8,
  labelSize: 2.7,
  bodySize: 2.5,
  smallSize: 2.2,
  /** Line advance as a multiple of the font size. */
  leading: 1.22,
  box: 2.8,
  boxGap: 0.6,
  /** Extra space after every fifth box, to count at a glance. */
  groupGap: 0.9,
  energyR: 1.05,
  energyGap: 0.5,
  wedgeR: 3.3,
  rowGap: 1.6,
  stroke: 0.25,
  ink: '#000',
  paper: '#fff',
  /** Fills that stay distinct printed in black and white (light and mid grey). */
  light: '#e6e6e6',
  mid: '#a6a6a6',
} as const;
