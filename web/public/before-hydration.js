// The prerendered signed-out screens (scripts/prerender.mjs) show their forms before the screen's own script has run
// (src/signed-out.tsx). Until React has taken a form over, a submit is kept here instead of done by the browser:
// - a submit the browser would make itself (the form's button enabled) is stopped: it would reload the page with
//   nothing sent, or send the sign-in form as a plain post where the screen has more to show (two-factor);
// - an Enter the browser drops (the button is disabled until React knows what was typed) is noted the same way.
// signed-out.tsx takes the kept form once it has given the typed text back to React, and submits it then. A file of
// its own: the Content-Security-Policy allows no inline script. The member app's page does not load it.
(() => {
  let kept = null;
  const hydrated = (form) => Object.keys(form).some((key) => key.startsWith("__reactProps"));
  const onSubmit = (event) => {
    if (!(event.target instanceof HTMLFormElement) || hydrated(event.target)) return;
    event.preventDefault();
    kept = event.target;
  };
  const onKeyDown = (event) => {
    const form = event.key === "Enter" && event.target instanceof HTMLInputElement ? event.target.form : null;
    if (!form || hydrated(form)) return;
    if (form.querySelector("button[type=submit]")?.disabled) kept = form;
  };
  document.addEventListener("submit", onSubmit, true);
  document.addEventListener("keydown", onKeyDown, true);
  window.__takeSubmitBeforeHydration = () => {
    document.removeEventListener("submit", onSubmit, true);
    document.removeEventListener("keydown", onKeyDown, true);
    const form = kept;
    kept = null;
    return form;
  };
})();
