/** The pop-up opens when the pointer leaves the window through the top edge, this close to it. */
const EXIT_EDGE_PX = 20;

/** True for a mouseout that leaves the page (no element entered) at the top edge. */
export function isTopEdgeExit(event: { clientY: number; relatedTarget: unknown }): boolean {
  return event.relatedTarget === null && event.clientY <= EXIT_EDGE_PX;
}
