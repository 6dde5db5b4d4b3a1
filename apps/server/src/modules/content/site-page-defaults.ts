import type { Language, SitePageSlug } from '@daftar/contract';

// What each public page says until the registrar writes their own (issue 42): sensible defaults a
// university adapts, in the pages' small markup (`## ` heading, `- ` list item, blank line between
// paragraphs). The privacy notice follows what section 7 of Malaysia's Personal Data Protection
// Act 2010 asks a notice to say.

const help: Record<Language, string> = {
  en: `## Before you start
Sign in with the username and password the registry gave you. Registration opens on the date shown on your dashboard; before then you can browse the subjects.

## Common questions
- A subject is full: join its waitlist from the subject's details. When a seat comes free and it fits your timetable, it is yours and you are told at once.
- A subject clashes with another: choose another section of it, or drop the subject it clashes with.
- A subject was rejected: read your advisor's reason on the registration page, change your selection, and submit again.
- You need more credits than the limit allows: ask your faculty office; only the registry can raise a limit.`,
  ms: `## Sebelum anda bermula
Log masuk dengan nama pengguna dan kata laluan yang diberikan oleh Pejabat Pendaftar. Pendaftaran dibuka pada tarikh yang tertera di papan pemuka anda; sebelum itu anda boleh menyemak imbas subjek.

## Soalan lazim
- Subjek penuh: sertai senarai menunggunya daripada butiran subjek. Apabila tempat kosong dan sesuai dengan jadual waktu anda, tempat itu milik anda dan anda dimaklumkan serta-merta.
- Subjek bertindih dengan subjek lain: pilih seksyen lain, atau gugurkan subjek yang bertindih.
- Subjek ditolak: baca alasan penasihat anda di halaman pendaftaran, ubah pilihan anda dan hantar semula.
- Anda memerlukan kredit melebihi had: hubungi pejabat fakulti anda; hanya Pejabat Pendaftar boleh menaikkan had.`,
};

const privacy: Record<Language, string> = {
  en: `This notice is given under section 7 of the Personal Data Protection Act 2010 (Act 709). The university processes your personal data in this registration system as the data user.

## What we collect
- Who you are: your full name, student ID, username, faculty, year of study and email address.
- Your registration: the subjects and sections you choose, your waitlist places, your submissions, your advisor's decisions and their reasons, and your past results used to check prerequisites.
- How you use the system: sign-in times, your chosen language, notifications sent to you, and technical records (IP address, browser) kept to protect the service.
Your password is never stored, only a one-way hash of it.

## Why we process it
- To register you for subjects, check seats, clashes, credit limits and prerequisites, and let your academic advisor review your registration.
- To tell you of decisions and deadlines on screen and by email, and to issue your registration slip.
- To keep the academic record the university must keep, and to protect the system from misuse.
Giving your data is obligatory to register for subjects: without it the university cannot register you.

## Who sees it
Your academic advisor, the registry and your faculty office, each only for their part. We do not sell your data or give it to others, except where a law requires it (for example to the Ministry of Higher Education) or to a service provider who hosts the system for the university under a written contract.

## How long we keep it
Your registrations and decisions are part of your academic record and are kept for as long as the university keeps academic records. Sign-in and technical records are kept for up to 12 months. Notifications are kept while your account is open.

## Your rights
You may ask to see your personal data and to correct it when it is wrong, and you may ask about or complain of how it is processed. Write to the university's Data Protection Officer at privacy@daftar.edu.my or the Registry, Level 1, Chancellery Building. We reply within 21 days.

If this notice in English and in Malay differ, the Malay text prevails.`,
  ms: `Notis ini diberikan di bawah seksyen 7 Akta Perlindungan Data Peribadi 2010 (Akta 709). Universiti memproses data peribadi anda dalam sistem pendaftaran ini sebagai pengguna data.

## Data yang kami kumpulkan
- Identiti anda: nama penuh, nombor matrik, nama pengguna, fakulti, tahun pengajian dan alamat e-mel.
- Pendaftaran anda: subjek dan seksyen yang anda pilih, tempat dalam senarai menunggu, penghantaran anda, keputusan penasihat anda serta alasannya, dan keputusan peperiksaan lepas yang digunakan untuk menyemak prasyarat.
- Penggunaan sistem: masa log masuk, bahasa pilihan anda, pemberitahuan yang dihantar kepada anda, dan rekod teknikal (alamat IP, pelayar) yang disimpan untuk melindungi perkhidmatan.
Kata laluan anda tidak pernah disimpan, hanya cincangan sehala kata laluan itu.

## Tujuan pemprosesan
- Untuk mendaftarkan subjek anda, menyemak tempat, pertindihan, had kredit dan prasyarat, dan membolehkan penasihat akademik anda menyemak pendaftaran anda.
- Untuk memaklumkan keputusan dan tarikh akhir di skrin dan melalui e-mel, dan untuk mengeluarkan slip pendaftaran anda.
- Untuk menyimpan rekod akademik yang wajib disimpan oleh universiti, dan untuk melindungi sistem daripada penyalahgunaan.
Data anda wajib diberikan untuk mendaftar subjek: tanpanya universiti tidak dapat mendaftarkan anda.

## Pihak yang melihatnya
Penasihat akademik anda, Pejabat Pendaftar dan pejabat fakulti anda, masing-masing hanya bagi bahagian mereka. Kami tidak menjual data anda atau memberikannya kepada pihak lain, kecuali apabila dikehendaki oleh undang-undang (contohnya kepada Kementerian Pendidikan Tinggi) atau kepada pembekal perkhidmatan yang mengehoskan sistem bagi pihak universiti di bawah kontrak bertulis.

## Tempoh penyimpanan
Pendaftaran dan keputusan anda adalah sebahagian daripada rekod akademik anda dan disimpan selama universiti menyimpan rekod akademik. Rekod log masuk dan rekod teknikal disimpan sehingga 12 bulan. Pemberitahuan disimpan selagi akaun anda dibuka.

## Hak anda
Anda boleh meminta untuk melihat data peribadi anda dan membetulkannya jika salah, dan anda boleh bertanya atau membuat aduan tentang cara ia diproses. Tulis kepada Pegawai Perlindungan Data universiti di privacy@daftar.edu.my atau Pejabat Pendaftar, Aras 1, Bangunan Canselori. Kami membalas dalam tempoh 21 hari.

Jika terdapat perbezaan antara notis ini dalam bahasa Inggeris dan bahasa Melayu, teks bahasa Melayu diguna pakai.`,
};

const terms: Record<Language, string> = {
  en: `## Using the system
- Your account is for you alone: do not share your password or sign in for someone else.
- Register only for subjects you mean to take: a seat you hold is a seat another student cannot have.
- Do not try to get around seat limits, queues or checks, or load the system with automated requests.

## Your registration
A registration is final only when your academic advisor has approved it. The registry may correct a registration that breaks the university's academic rules, and tells you when it does.

## Availability
The university keeps the system available as best it can but may pause it for maintenance, announced on the dashboard in advance whenever possible.

## Breaches
Misuse may lead to your account being suspended and to action under the university's student discipline rules.`,
  ms: `## Penggunaan sistem
- Akaun anda untuk anda seorang: jangan kongsi kata laluan anda atau log masuk bagi pihak orang lain.
- Daftar hanya subjek yang anda benar-benar ingin ambil: tempat yang anda pegang ialah tempat yang tidak dapat diambil oleh pelajar lain.
- Jangan cuba memintas had tempat, giliran atau semakan, atau membebankan sistem dengan permintaan automatik.

## Pendaftaran anda
Pendaftaran hanya muktamad apabila diluluskan oleh penasihat akademik anda. Pejabat Pendaftar boleh membetulkan pendaftaran yang melanggar peraturan akademik universiti, dan akan memaklumkan anda apabila berbuat demikian.

## Ketersediaan
Universiti berusaha memastikan sistem sentiasa tersedia tetapi boleh menghentikannya seketika untuk penyelenggaraan, yang diumumkan lebih awal di papan pemuka apabila boleh.

## Pelanggaran
Penyalahgunaan boleh menyebabkan akaun anda digantung dan tindakan di bawah peraturan tatatertib pelajar universiti.`,
};

const contact: Record<Language, string> = {
  en: `## Technical support
- Email: support@daftar.edu.my
- Registry help desk: Ext. 2100

## Faculty advisor
Contact your academic advisor through your faculty office.
- Email: advisor@daftar.edu.my
- Office hours: Mon-Fri 9:00 AM - 4:00 PM

## Personal data
- Data Protection Officer: privacy@daftar.edu.my`,
  ms: `## Sokongan teknikal
- E-mel: support@daftar.edu.my
- Meja bantuan Pejabat Pendaftar: Samb. 2100

## Penasihat akademik
Hubungi penasihat akademik anda melalui pejabat fakulti anda.
- E-mel: advisor@daftar.edu.my
- Waktu pejabat: Isnin-Jumaat, 9.00 pagi - 4.00 petang

## Data peribadi
- Pegawai Perlindungan Data: privacy@daftar.edu.my`,
};

export const SITE_PAGE_DEFAULTS: Record<SitePageSlug, Record<Language, string>> = {
  help,
  privacy,
  terms,
  contact,
};
