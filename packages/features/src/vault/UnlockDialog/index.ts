export {
  UnlockDialog,
  UNLOCK_DIALOG_TITLE,
  type UnlockDialogProps,
  type UnlockMode,
} from './UnlockDialog.tsx'
