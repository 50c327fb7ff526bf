// 'checkup': a health check-up's results wait for the patient's record, which adds them when it opens.
// Opening the notification leads there, with no dialog in between: what it has to say is the record
// page's (the measures, and what the record still lacks to read them).
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { NotificationDialogProps } from '../notifications.ts'

const MEDICAL_RECORD_PATH = '/app/medical-record'

export function CheckupNotification({ onClose }: NotificationDialogProps) {
  const navigate = useNavigate()
  // StrictMode runs the effect twice: the record is opened once, not pushed twice onto the history.
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    void navigate(MEDICAL_RECORD_PATH)
    onClose()
  }, [navigate, onClose])
  return null
}
