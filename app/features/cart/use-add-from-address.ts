import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { addRequestFrom } from "./add-from-address";
import { addItem } from "./cart-store";

/** On /cart?add=…: adds the line a product form sent before its script had loaded, once. */
export function useAddFromAddress() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (!search || done.current) return;
    done.current = true;
    const request = addRequestFrom(search);
    if (request) addItem(request.product, request);
    navigate("/cart", { replace: true });
  }, [search, navigate]);
}
