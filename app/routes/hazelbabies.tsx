export const meta = () => [{ title: "Creating magical moments for every girl. | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Creating magical moments for every girl.</h1>
    </div>
  );
}
