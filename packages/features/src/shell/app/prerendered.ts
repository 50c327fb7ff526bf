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
 * Keeps the last button pressed in a prerendered page before the app was there to hear it: a button
 * (Pro Santé Connect's, say) does nothing of its own, so the press would be lost. `release` stops
 * listening and hands the button over, for the app to press it again once it has taken the page over.
 */
export function holdEarlyPresses(root: HTMLElement) {
  let pressed: HTMLButtonElement | undefined
  const listener = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    // A submit button would submit the form natively; the page renders those disabled until it is valid.
    if (button && button.type === 'button' && !button.disabled) pressed = button
  }
  root.addEventListener('click', listener, true)
  return {
    release() {
      root.removeEventListener('click', listener, true)
      return pressed
    },
  }
}

export type EarlyPresses = ReturnType<typeof holdEarlyPresses>
