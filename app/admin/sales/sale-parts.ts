import type { SaleStatus } from "./sale-summary";

// The sales pages' shapes, shared by the server that makes them and the screens that show them.

/** A product as the sale form lists it. */
export interface SaleProductRow {
  id: number;
  name: string;
  collection: string;
  /** Its regular price, whole naira. */
  price: number;
  /** Its list price, struck through when above the price. */
  originalPrice: number;
  comboPart: boolean;
  published: boolean;
}

/** A sale as the list shows it. */
export interface SaleListRow {
  id: number;
  name: string;
  status: SaleStatus;
  /** Its start and end in Lagos time, written out. */
  starts: string;
  ends: string;
  scope: string;
  discount: string;
  /** The names of the sales in force at some same time. */
  overlaps: string[];
}

/** A preset as the list offers it. */
export interface PresetLink {
  name: string;
  href: string;
  /** "Friday 27 November 2026 to Monday 30 November 2026" */
  dates: string;
}
