// What this app is: its mode and its brand's theme. main.tsx mounts it; the build prerenders its
// sign-in page with it (scripts/build.ts).
import type { MountOptions } from '@relais/features'
import { mobilityTheme } from '@relais/ui/themes'

export const app: MountOptions = { application: 'mobility', themeClass: mobilityTheme }
