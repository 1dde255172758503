// The one script every page loads. Content comes first: on a slow connection the page's pictures,
// styles and fonts have the network to themselves until the page has loaded and painted, then the
// islands start. Until then links work and Add To Cart submits to the cart page (add-from-address).
const afterPaint = () => requestAnimationFrame(() => setTimeout(() => void import("./start-islands")));
if (document.readyState === "complete") afterPaint();
else window.addEventListener("load", afterPaint, { once: true });
