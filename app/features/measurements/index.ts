/**
 * Body measurements for bespoke pieces: pure rules, no I/O. Other features (bespoke requests,
 * quote lines) use them only through this file; its exports are a stable API.
 *
 * Points and units
 * - `MeasurementPoint`: "bust" | "waist" | "hips" | "shoulder" | "sleeve" | "length".
 * - `MEASUREMENT_POINTS`: each point's `label`, `how` (how to measure), `required` and `rangeCm`
 *   ([min, max] in cm, plausible body sizes), in tape order. `POINT_NAMES`, `pointInfo(point)`,
 *   `isMeasurementPoint(x)`.
 * - `MeasurementUnit`: "cm" | "in". `UNITS`, `UNIT_LABELS`, `CM_PER_INCH`, `isMeasurementUnit(x)`.
 * - `toCm(value, unit)`, `fromCm(cm, unit)`: conversions, to the tenth (`roundTenth`).
 * - `rangeFor(point, unit)`: `{ min, max }` in that unit. `formatMeasurement(value, unit)`: "92 cm".
 *
 * A set of measurements
 * - `Measurements`: `{ unit, values: Partial<Record<MeasurementPoint, number>> }`, values in `unit`.
 * - `parseMeasurements(form, { prefix? })`: reads fields `${prefix}unit` and `${prefix}<point>`
 *   from a `FormData#get`-like function or a record; `{ ok: true, measurements }` or
 *   `{ ok: false, errors, typed }` (a sentence per refused field, and what was typed per field).
 *   `checkValue(point, raw, unit)`: one field's refusal or null. `measurementFieldName(field, prefix)`.
 * - `convertMeasurements(m, unit)`, `measurementsToFields(m)` (form values to prefill),
 *   `readStoredMeasurements(json)` (a stored copy read back, unknown keys dropped, null if unusable).
 * - `measurementLines(m)`: each point given, in tape order, as `{ label, value }` words, as an order's line carries them.
 * - `MeasurementList`: those lines drawn, one row each (her order page, the owner's, the production sheet).
 * - `measurementChanges(before, after)`: `MeasurementChange[]` (`point`, `before`, `after` in words),
 *   for a correction's history.
 */
export {
  MEASUREMENT_POINTS,
  POINT_NAMES,
  pointInfo,
  isMeasurementPoint,
  type MeasurementPoint,
  type PointInfo,
} from "./points";
export {
  UNITS,
  UNIT_LABELS,
  CM_PER_INCH,
  isMeasurementUnit,
  roundTenth,
  toCm,
  fromCm,
  rangeFor,
  formatMeasurement,
  type MeasurementUnit,
} from "./units";
export {
  parseMeasurements,
  checkValue,
  measurementFieldName,
  convertMeasurements,
  measurementsToFields,
  readStoredMeasurements,
  measurementChanges,
  measurementLines,
  type Measurements,
  type MeasurementField,
  type MeasurementErrors,
  type MeasurementsResult,
  type FieldReader,
  type MeasurementChange,
} from "./measurements";
export { MeasurementList } from "./components/measurement-list";
