/** A slot as the page carries it: its start, the seats left, and whether it is still free to move or cancel. */
export interface SlotView {
  startsAt: string;
  left: number;
  freeToChange: boolean;
}

/** "last place", said only of a time that holds more than one and has one left. */
export const lastPlace = (left: number, seats: number): boolean => left === 1 && seats > 1;
