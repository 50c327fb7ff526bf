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
 * Keeps what was pressed in a prerendered page before the app could hear it: a button of its own (Pro
 * Santé Connect's, say) does nothing by itself, and Enter in a field does not submit (the page renders
 * its submit buttons disabled until it is valid), so either would be lost.
 * - `releaseClicks` stops hearing clicks, as React hears them from hydration on, and returns the last
 *   button pressed.
 * - `releaseEnter` stops hearing Enter, once React knows what was typed (the replay after hydration),
 *   and returns the form Enter was meant to submit. Until then Enter is the page's alone: React, still
 *   hydrating, would submit a form it believes empty.
 */
export function holdEarlyPresses(root: HTMLElement) {
  let button: HTMLButtonElement | undefined
  let form: HTMLFormElement | undefined
  const onClick = (event: MouseEvent) => {
    const pressed = event.target instanceof Element ? event.target.closest('button') : null
    // A submit button would submit the form natively; the page renders those disabled until it is valid.
    if (pressed && pressed.type === 'button' && !pressed.disabled) button = pressed
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const field = event.target
    if (event.key !== 'Enter' || event.isComposing || !(field instanceof HTMLInputElement)) return
    if (!field.form || !root.contains(field.form)) return
    form = field.form
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('keydown', onKeyDown, true)
  const releaseClicks = () => {
    root.removeEventListener('click', onClick, true)
    return button
  }
  const releaseEnter = () => {
    root.removeEventListener('keydown', onKeyDown, true)
    return form
  }
  return {
    releaseClicks,
    releaseEnter,
    /** Both at once: the page is replaced rather than taken over, and what was pressed is dropped. */
    release() {
      releaseClicks()
      releaseEnter()
    },
  }
}

export type EarlyPresses = ReturnType<typeof holdEarlyPresses>
