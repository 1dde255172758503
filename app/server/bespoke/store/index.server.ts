// The bespoke requests' tables (026-bespoke-requests.sql): every statement on them is in this folder.
export * from "./kept-measurements.server";
export * from "./measurement-links.server";
export * from "./requests.server";
