// How a prerendered page (prerender.tsx, written into login.html by scripts/build.ts) tells the app
// about itself: mountApp reads the first, startApp the second.

/** Marks a root holding a prerendered page; its value is the page's path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/**
 * Holds an element's inline style in a prerendered page, where the content security policy refuses
 * style attributes: a stylesheet applies it until startApp sets it through the style object, which the
 * policy allows, so that the element is as React renders it before React takes it over.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style'

/**
 * Keeps the last press made in a prerendered page before the app was there to hear it: a button of its
 * own (Pro Santé Connect's, say) does nothing by itself, and Enter in a field does not submit (the page
 * renders its submit buttons disabled until it is valid), so either would be lost. `release` stops
 * listening and hands over what was pressed — the button, or the form Enter was meant to submit — for
 * the app to press it again once it has taken the page over and heard what was typed.
 */
export function holdEarlyPresses(root: HTMLElement) {
  let pressed: HTMLButtonElement | HTMLFormElement | undefined
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    // A submit button would submit the form natively; the page renders those disabled until it is valid.
    if (button && button.type === 'button' && !button.disabled) pressed = button
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target
    if (event.key !== 'Enter' || event.isComposing || !(field instanceof HTMLInputElement)) return
    if (field.form && root.contains(field.form)) pressed = field.form
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('keydown', onKeyDown, true)
  return {
    release() {
      root.removeEventListener('click', onClick, true)
      root.removeEventListener('keydown', onKeyDown, true)
      return pressed
    },
  }
}

export type EarlyPresses = ReturnType<typeof holdEarlyPresses>
