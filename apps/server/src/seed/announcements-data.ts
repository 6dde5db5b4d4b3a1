// The spec's two announcements (section 2: a new system launch, a registration period extension),
// worded in English as the dashboard has always shown them, and in Malay.
export const DEMO_ANNOUNCEMENTS = [
  {
    title_en: 'New Registration System Launched',
    title_ms: 'Sistem Pendaftaran Baharu Dilancarkan',
    body_en:
      'Daftar replaces the old paper forms. Register your subjects online and follow each approval as it happens.',
    body_ms:
      'Daftar menggantikan borang kertas yang lama. Daftarkan subjek anda secara dalam talian dan ikuti setiap kelulusan sebaik sahaja ia berlaku.',
  },
  {
    title_en: 'Registration Period Extended',
    title_ms: 'Tempoh Pendaftaran Dilanjutkan',
    body_en:
      'The registration period has been extended so that every student has time to finalise their subjects. The current deadline is under Important Dates.',
    body_ms:
      'Tempoh pendaftaran telah dilanjutkan supaya setiap pelajar mempunyai masa untuk memuktamadkan subjek masing-masing. Tarikh akhir terkini tertera di bawah Tarikh Penting.',
  },
];
