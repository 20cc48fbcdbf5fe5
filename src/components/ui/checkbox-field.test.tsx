import { act, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { useForm, useWatch } from "react-hook-form";
import { afterEach, expect, it } from "vitest";
import { CheckboxField } from "./checkbox-field";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function RegisteredBox() {
  const { register, control } = useForm<{ callBack: boolean }>();
  const callBack = useWatch({ control, name: "callBack" }) === true;
  return (
    <>
      <CheckboxField label="Request a call back" hint="We ring in opening hours." {...register("callBack")} />
      <p>{callBack ? "Times shown" : "No times"}</p>
    </>
  );
}

function ControlledBox() {
  const [ticked, setTicked] = useState(false);
  return (
    <>
      <CheckboxField label="Additional property" hint="A second home." checked={ticked} onCheckedChange={setTicked} />
      <p>{ticked ? "Surcharge" : "No surcharge"}</p>
    </>
  );
}

/** The prerendered HTML, its box ticked as a visitor would before the scripts start, then hydrated. */
function tickedBeforeHydration(element: React.JSX.Element) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  (screen.getByRole("checkbox") as HTMLInputElement).checked = true;
  act(() => {
    root = hydrateRoot(container, element);
  });
}

it("tells react-hook-form of a box ticked before hydration, so what follows the box shows", () => {
  tickedBeforeHydration(<RegisteredBox />);
  expect(screen.getByRole("checkbox")).toBeChecked();
  expect(screen.getByText("Times shown")).toBeInTheDocument();
});

it("tells a controlled owner of a box ticked before hydration", () => {
  tickedBeforeHydration(<ControlledBox />);
  expect(screen.getByRole("checkbox")).toBeChecked();
  expect(screen.getByText("Surcharge")).toBeInTheDocument();
});

it("tells no one when the box is as the page was built", () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<RegisteredBox />);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <RegisteredBox />);
  });
  expect(screen.getByText("No times")).toBeInTheDocument();
});
