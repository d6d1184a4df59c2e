/** Moves focus to the form control named `name`, so keyboard and screen-reader users land on it. */
function focusControl(form: HTMLFormElement, name: string | undefined) {
  if (name === undefined) return;
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}

export { focusControl };
