/**
 * The demo catalogue's Malay texts (issue 42), by faculty and subject code: the names a Malaysian
 * public university prints in its Malay prospectus. The English in `catalogue-data.ts` is the
 * spec's demo data; `seed-demo-data.test.ts` checks every faculty and subject has its Malay.
 */

export const FACULTY_NAMES_MS: Record<string, string> = {
  FSKTM: 'Fakulti Sains Komputer dan Teknologi Maklumat',
  FK: 'Fakulti Kejuruteraan',
  FPE: 'Fakulti Perniagaan dan Ekonomi',
  FS: 'Fakulti Sains',
  FBL: 'Fakulti Bahasa dan Linguistik',
  API: 'Akademi Pengajian Islam',
};

export interface SubjectTextMs {
  name: string;
  description: string;
}

export const SUBJECT_TEXTS_MS: Record<string, SubjectTextMs> = {
  WIX1001: {
    name: 'Matematik Pengkomputeran I',
    description:
      'Struktur diskret untuk pengkomputeran: logik, set, hubungan, fungsi dan teknik pembuktian.',
  },
  WIX1002: {
    name: 'Asas Pengaturcaraan',
    description:
      'Penyelesaian masalah dan pengaturcaraan berstruktur dalam Java, daripada pemboleh ubah dan ' +
      'aliran kawalan hingga kaedah, tatasusunan dan kelas mudah.',
  },
  WIX1003: {
    name: 'Sistem dan Organisasi Komputer',
    description:
      'Cara komputer berfungsi di sebalik tabir: perwakilan data, logik digital, pemproses, ' +
      'hierarki memori dan input/output.',
  },
  WIA1005: {
    name: 'Asas Teknologi Rangkaian',
    description:
      'Pengenalan kepada komunikasi data dan perangkaian: model OSI dan TCP/IP, pengalamatan, ' +
      'pensuisan dan penghalaan, dengan kerja amali di makmal.',
  },
  WIX2001: {
    name: 'Struktur Data dan Algoritma',
    description:
      'Senarai, tindanan, baris gilir, pepohon, longgokan, jadual cincang dan graf, bersama ' +
      'algoritma yang menggunakannya dan analisis masa larian.',
  },
  WIX2002: {
    name: 'Sistem Pangkalan Data',
    description:
      'Pemodelan hubungan, penormalan dan SQL, diikuti transaksi, pengindeksan dan reka bentuk ' +
      'aplikasi pangkalan data yang kecil.',
  },
  WIA2003: {
    name: 'Kebarangkalian dan Statistik',
    description:
      'Kebarangkalian, pemboleh ubah rawak, taburan lazim, penganggaran dan pengujian hipotesis, ' +
      'yang diaplikasikan pada data daripada masalah pengkomputeran.',
  },
  WIA2004: {
    name: 'Sistem Pengendalian',
    description:
      'Proses, bebenang, penjadualan, penyegerakan, pengurusan memori dan sistem fail, dipelajari ' +
      'melalui Linux.',
  },
  WIA2005: {
    name: 'Reka Bentuk dan Analisis Algoritma',
    description:
      'Kaedah pecah dan takluk, kaedah tamak, pengaturcaraan dinamik dan algoritma graf, dengan ' +
      'pengenalan kepada kelengkapan NP.',
  },
  WIA3001: {
    name: 'Kejuruteraan Perisian',
    description:
      'Keperluan, reka bentuk, pengujian dan penyelenggaraan perisian, diamalkan oleh pasukan ' +
      'yang membina satu produk melalui proses tangkas.',
  },
  WIA3002: {
    name: 'Kecerdasan Buatan',
    description:
      'Carian, perwakilan pengetahuan, penaakulan dalam ketidakpastian dan perancangan, dengan ' +
      'agen pintar kecil yang dibina dalam Python.',
  },
  WIA3004: {
    name: 'Pembelajaran Mesin',
    description:
      'Pembelajaran berselia dan tanpa selia, penilaian model dan rangkaian neural, yang ' +
      'diaplikasikan pada set data sebenar.',
  },
  WIA3006: {
    name: 'Interaksi Manusia-Komputer',
    description:
      'Reka bentuk berpusatkan pengguna: memahami pengguna, membina prototaip antara muka dan ' +
      'menilainya melalui kajian kebolehgunaan.',
  },
  WIX3001: {
    name: 'Pengkomputeran Lembut',
    description:
      'Logik kabur, algoritma genetik dan kecerdasan kawanan untuk masalah yang sukar ' +
      'diselesaikan dengan kaedah tepat.',
  },
  WIB3005: {
    name: 'Pembangunan Aplikasi Mudah Alih',
    description:
      'Mereka bentuk dan membina aplikasi Android yang menyimpan data secara setempat dan ' +
      'berhubung dengan perkhidmatan web.',
  },
  WIF3006: {
    name: 'Pembinaan Pengkompil',
    description:
      'Analisis leksikal, penghuraian, analisis semantik dan penjanaan kod, yang berakhir dengan ' +
      'pengkompil yang berfungsi untuk sebuah bahasa kecil.',
  },
  WIA4001: {
    name: 'Projek Tahun Akhir I',
    description:
      'Separuh pertama projek individu di bawah seorang penyelia: pernyataan masalah, kajian ' +
      'literatur dan kertas cadangan.',
  },
  WIA4003: {
    name: 'Keselamatan Maklumat',
    description:
      'Kriptografi, pengesahan, kawalan capaian dan perisian selamat, dengan gambaran ' +
      'keseluruhan landskap keselamatan siber Malaysia.',
  },
  WIA4004: {
    name: 'Pengkomputeran Awan',
    description:
      'Pemayaan, kontena dan model perkhidmatan awan, dengan pengerahan aplikasi web yang ' +
      'boleh diskalakan.',
  },
  KIX1001: {
    name: 'Matematik Kejuruteraan I',
    description:
      'Kalkulus satu dan beberapa pemboleh ubah, persamaan pembezaan biasa dan nombor kompleks ' +
      'untuk jurutera.',
  },
  KIX1002: {
    name: 'Lukisan Kejuruteraan',
    description:
      'Unjuran ortografik dan isometrik, serta lukisan berbantukan komputer dengan AutoCAD.',
  },
  KIE1001: {
    name: 'Litar Elektrik',
    description:
      'Hukum litar, teorem rangkaian dan analisis litar arus terus dan arus ulang-alik, dengan ' +
      'pengukuran di makmal.',
  },
  KIX2001: {
    name: 'Matematik Kejuruteraan II',
    description: 'Aljabar linear, kalkulus vektor, siri Fourier dan jelmaan Laplace.',
  },
  KIE2002: {
    name: 'Elektronik Digital',
    description:
      'Logik gabungan dan berjujukan, keluarga logik dan reka bentuk sistem digital pada FPGA.',
  },
  KIE3001: {
    name: 'Sistem Kawalan',
    description: 'Pemodelan sistem dinamik, suap balik, kestabilan dan reka bentuk pengawal PID.',
  },
  KIE4001: {
    name: 'Kejuruteraan Sistem Kuasa',
    description:
      'Penjanaan, penghantaran dan pengagihan kuasa elektrik, analisis aliran beban dan ' +
      'analisis kerosakan.',
  },
  BBA1001: {
    name: 'Prinsip Pengurusan',
    description:
      'Perancangan, pengorganisasian, kepimpinan dan kawalan, dihuraikan melalui kes syarikat ' +
      'Malaysia.',
  },
  BBA1002: {
    name: 'Perakaunan Kewangan',
    description:
      'Kitaran perakaunan dan penyediaan penyata kewangan menurut Piawaian Pelaporan Kewangan ' +
      'Malaysia.',
  },
  BEA1001: {
    name: 'Prinsip Mikroekonomi',
    description:
      'Permintaan dan penawaran, pilihan pengguna, kos pengeluaran dan struktur pasaran.',
  },
  BBA2001: {
    name: 'Pengurusan Pemasaran',
    description:
      'Penyelidikan pasaran, segmentasi dan campuran pemasaran, dengan pelan kempen untuk ' +
      'sebuah jenama tempatan.',
  },
  BEA2002: {
    name: 'Prinsip Makroekonomi',
    description:
      'Pendapatan negara, inflasi, pengangguran, serta dasar monetari dan fiskal dalam ekonomi ' +
      'Malaysia.',
  },
  BBA3001: {
    name: 'Kewangan Korporat',
    description: 'Nilai masa wang, belanjawan modal, kos modal dan dasar dividen.',
  },
  BBA4001: {
    name: 'Pengurusan Strategik',
    description:
      'Merumus dan melaksanakan strategi perniagaan, diajar melalui kajian kes dan simulasi ' +
      'perniagaan.',
  },
  SMA1001: {
    name: 'Kalkulus I',
    description: 'Had, keselanjaran, pembezaan dan pengamiran fungsi satu pemboleh ubah.',
  },
  SIX1002: {
    name: 'Kimia Am',
    description:
      'Struktur atom, ikatan kimia, termokimia dan keseimbangan, dengan sesi makmal setiap ' +
      'minggu.',
  },
  SFX1001: {
    name: 'Fizik I',
    description: 'Mekanik, ayunan, gelombang dan termodinamik, dengan eksperimen makmal.',
  },
  SMA2001: {
    name: 'Aljabar Linear',
    description:
      'Sistem persamaan linear, ruang vektor, penjelmaan linear, nilai eigen dan vektor eigen.',
  },
  SIX3001: {
    name: 'Kaedah Penyelidikan dalam Sains',
    description:
      'Mereka bentuk eksperimen, menganalisis keputusan dan menulis laporan saintifik, sebagai ' +
      'persediaan untuk projek tahun akhir.',
  },
  SMA4001: {
    name: 'Analisis Berangka',
    description:
      'Penyelesaian berangka bagi persamaan, interpolasi, pengamiran berangka dan persamaan ' +
      'pembezaan, dengan analisis ralat.',
  },
  GLT1001: {
    name: 'Bahasa Inggeris Akademik',
    description:
      'Kursus universiti untuk membaca teks akademik secara kritis dan menulis esei serta ' +
      'laporan yang jelas dan bersandarkan rujukan.',
  },
  GLT1003: {
    name: 'Bahasa Mandarin untuk Pemula',
    description: 'Kursus elektif bahasa Mandarin lisan asas, Hanyu Pinyin dan aksara harian.',
  },
  TTA2001: {
    name: 'Pengenalan kepada Linguistik',
    description:
      'Fonetik, fonologi, morfologi, sintaksis dan semantik, dengan contoh daripada bahasa ' +
      'Melayu, Inggeris dan Tamil.',
  },
  GLT2002: {
    name: 'Bahasa Inggeris untuk Komunikasi Profesional',
    description:
      'Penulisan di tempat kerja, pembentangan, mesyuarat dan temu duga kerja dalam bahasa ' +
      'Inggeris.',
  },
  TTA3001: {
    name: 'Sosiolinguistik Malaysia',
    description:
      'Pemilihan bahasa, peralihan kod dan dasar bahasa dalam masyarakat pelbagai bahasa di ' +
      'Malaysia.',
  },
  TTA4001: {
    name: 'Pengajian Terjemahan',
    description:
      'Teori dan amalan terjemahan antara bahasa Melayu, Inggeris dan Cina, termasuk teks ' +
      'teknikal dan sastera.',
  },
  GIG1012: {
    name: 'Penghayatan Etika dan Peradaban',
    description:
      'Kursus wajib universiti tentang etika dan peradaban di Malaysia, serta nilai yang ' +
      'membentuk masyarakat majmuk yang harmoni.',
  },
  GIG1013: {
    name: 'Pengajian Kenegaraan Malaysia',
    description:
      'Kursus wajib universiti tentang pembentukan Malaysia, Perlembagaan Persekutuan dan ' +
      'institusi negara.',
  },
  GIG2001: {
    name: 'Integriti dan Antirasuah',
    description:
      'Kursus universiti tentang integriti, bentuk dan kos rasuah, serta undang-undang dan badan ' +
      'yang memeranginya.',
  },
  IXEA3001: {
    name: 'Kewangan Islam: Prinsip dan Amalan',
    description:
      'Kontrak syariah, produk perbankan Islam, sukuk dan takaful, serta cara Malaysia ' +
      'mengawal selianya.',
  },
  IXEA4001: {
    name: 'Maqasid al-Syariah dan Isu Kontemporari',
    description:
      'Objektif undang-undang Islam dan penggunaannya dalam menaakul persoalan semasa dalam ' +
      'bidang perubatan, kewangan dan teknologi.',
  },
};
