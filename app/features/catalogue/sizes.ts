// Relative, not `~/config`: scripts and the build's config load the catalogue without Vite's alias.
export { SIZES, isSize, type Size } from "../../config/sizes";
