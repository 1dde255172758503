import { Picture } from "~/components/ui/picture";
import type { ImageRef } from "~/lib/images/image-ref";

/** The drawn width of the style's picture on the join page (w-28), for its `sizes`. */
const SIZES = "112px";

/** The style a guest is asked to wear: its first photo as product cards draw it (its name beside it links to its page). */
export function StylePicture({ image, name }: { image: ImageRef; name: string }) {
  return (
    <div className="w-28 shrink-0 bg-linen">
      <Picture image={image} alt={name} sizes={SIZES} eager />
    </div>
  );
}
