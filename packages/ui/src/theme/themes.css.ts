import { createTheme } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { dispatchTokens, focus, font, mobilityTokens, perinatalTokens, space, zIndex } from './tokens'
import type { BrandTokens } from './tokens'

const fill = (brand: BrandTokens) => ({ ...brand, space, font, zIndex, focus })

/** Class names to put on the app's root element (or `document.body`): one per brand. */
export const perinatalTheme = createTheme(vars, fill(perinatalTokens), 'perinatal')
export const mobilityTheme = createTheme(vars, fill(mobilityTokens), 'mobility')
export const dispatchTheme = createTheme(vars, fill(dispatchTokens), 'dispatch')
