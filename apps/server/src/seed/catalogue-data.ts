/**
 * The demo catalogue of a Malaysian public university: faculties, subjects, and the sections that
 * run in the current period. Pure data, checked by `seed-demo-data.test.ts`.
 *
 * The timetable is arranged so that each faculty's year-1 core plus the university courses can be
 * taken together, while a few same-year pairs cannot: WIA1005 and GLT1003 (year 1), WIX3001 and
 * WIB3005 (year 3) share their only sections' times, and section 1 of WIA3002 meets when section
 * 1 of WIA3004 does.
 */

export interface SeedFaculty {
  code: string;
  name: string;
}

export interface SeedMeeting {
  /** Monday is 1, Friday is 5. */
  day: number;
  /** Minutes since midnight. */
  startMinute: number;
  endMinute: number;
  room: string;
}

export interface SeedSection {
  number: number;
  capacity: number;
  /** Seats already taken by students who are not in the demo database. */
  registered: number;
  lecturer: string;
  meetings: SeedMeeting[];
}

export interface SeedSubject {
  code: string;
  name: string;
  credits: number;
  description: string;
  year: number;
  faculty: string;
  /** Codes of subjects of lower years. */
  prerequisites: string[];
  sections: SeedSection[];
}

export const FACULTIES: SeedFaculty[] = [
  { code: 'FSKTM', name: 'Faculty of Computer Science and Information Technology' },
  { code: 'FK', name: 'Faculty of Engineering' },
  { code: 'FPE', name: 'Faculty of Business and Economics' },
  { code: 'FS', name: 'Faculty of Science' },
  { code: 'FBL', name: 'Faculty of Languages and Linguistics' },
  { code: 'API', name: 'Academy of Islamic Studies' },
];

/** Section lecturers; the demo lecturer accounts carry the first three names. */
export const LECTURERS = {
  zaki: 'Dr. Ahmad Zaki bin Yusof',
  siti: 'Dr. Siti Aminah binti Abdullah',
  chong: 'Dr. Chong Kah Wai',
  tan: 'Prof. Madya Dr. Tan Wei Ming',
  rajesh: 'Dr. Rajesh a/l Subramaniam',
  faizal: 'Encik Mohd Faizal bin Hassan',
  lee: 'Dr. Lee Chee Keong',
  kamarul: 'Prof. Ir. Dr. Kamarul Ariffin bin Ismail',
  kavitha: 'Dr. Kavitha a/p Muthusamy',
  noraini: 'Prof. Dr. Noraini binti Mohd Noor',
  wong: 'Dr. Wong Siew Lan',
  farah: 'Puan Farah Hanim binti Zulkifli',
  arun: 'Dr. Arun a/l Pillai',
  lim: 'Prof. Madya Dr. Lim Boon Huat',
  azlina: 'Dr. Nor Azlina binti Ahmad',
  suresh: 'Dr. Suresh a/l Ganesan',
  mageswari: 'Dr. Mageswari a/p Ramasamy',
  izzati: 'Cik Nur Izzati binti Rahman',
  chen: 'Puan Chen Li Ying',
  khairul: 'Ustaz Dr. Mohd Khairul Anuar bin Mohd Ali',
  halimah: 'Dr. Halimah binti Osman',
} as const;

const L = LECTURERS;
const [MON, TUE, WED, THU, FRI] = [1, 2, 3, 4, 5];

function at(day: number, startHour: number, hours: number, room: string): SeedMeeting {
  return { day, startMinute: startHour * 60, endMinute: (startHour + hours) * 60, room };
}

function section(
  number: number,
  capacity: number,
  registered: number,
  lecturer: string,
  ...meetings: SeedMeeting[]
): SeedSection {
  return { number, capacity, registered, lecturer, meetings };
}

export const SUBJECTS: SeedSubject[] = [
  // Faculty of Computer Science and Information Technology
  {
    code: 'WIX1001',
    name: 'Computing Mathematics I',
    credits: 3,
    year: 1,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'Discrete structures for computing: logic, sets, relations, functions and proof techniques.',
    sections: [
      section(1, 80, 52, L.tan, at(MON, 8, 2, 'DK1'), at(WED, 8, 1, 'Bilik Tutorial 1')),
      section(2, 80, 47, L.tan, at(TUE, 10, 2, 'DK1'), at(THU, 10, 1, 'Bilik Tutorial 1')),
    ],
  },
  {
    code: 'WIX1002',
    name: 'Fundamentals of Programming',
    credits: 4,
    year: 1,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'Problem solving and structured programming in Java, from variables and control flow to ' +
      'methods, arrays and simple classes.',
    sections: [
      section(1, 40, 38, L.zaki, at(MON, 10, 2, 'Makmal 1'), at(WED, 10, 2, 'Makmal 1')),
      section(2, 40, 29, L.faizal, at(TUE, 8, 2, 'Makmal 1'), at(THU, 8, 2, 'Makmal 1')),
      section(3, 40, 12, L.faizal, at(MON, 14, 2, 'Makmal 1'), at(WED, 14, 2, 'Makmal 1')),
    ],
  },
  {
    code: 'WIX1003',
    name: 'Computer Systems and Organisation',
    credits: 3,
    year: 1,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'How a computer works underneath: data representation, digital logic, the processor, ' +
      'memory hierarchy and input/output.',
    sections: [
      section(1, 70, 44, L.lee, at(TUE, 14, 2, 'DK2'), at(THU, 14, 1, 'Bilik Tutorial 2')),
      section(2, 50, 21, L.lee, at(MON, 14, 2, 'DK2'), at(FRI, 8, 1, 'Bilik Tutorial 2')),
    ],
  },
  {
    code: 'WIA1005',
    name: 'Network Technology Foundation',
    credits: 3,
    year: 1,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'Introduces data communication and networking: the OSI and TCP/IP models, addressing, ' +
      'switching and routing, with hands-on lab work.',
    sections: [
      section(1, 60, 33, L.rajesh, at(THU, 10, 2, 'Makmal 2'), at(FRI, 10, 1, 'Makmal 2')),
    ],
  },
  {
    code: 'WIX2001',
    name: 'Data Structures and Algorithms',
    credits: 4,
    year: 2,
    faculty: 'FSKTM',
    prerequisites: ['WIX1002'],
    description:
      'Lists, stacks, queues, trees, heaps, hash tables and graphs, with the algorithms that use ' +
      'them and an analysis of their running time.',
    sections: [
      section(1, 60, 45, L.siti, at(MON, 8, 2, 'DK2'), at(WED, 8, 2, 'Makmal 2')),
      section(2, 60, 31, L.siti, at(TUE, 10, 2, 'DK2'), at(THU, 8, 2, 'Makmal 2')),
    ],
  },
  {
    code: 'WIX2002',
    name: 'Database Systems',
    credits: 3,
    year: 2,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'Relational modelling, normalisation and SQL, followed by transactions, indexing and the ' +
      'design of a small database application.',
    sections: [
      section(1, 60, 40, L.faizal, at(MON, 10, 2, 'DK3'), at(THU, 10, 1, 'Makmal 3')),
      section(2, 50, 26, L.faizal, at(WED, 8, 2, 'DK3'), at(FRI, 10, 1, 'Makmal 3')),
    ],
  },
  {
    code: 'WIA2003',
    name: 'Probability and Statistics',
    credits: 3,
    year: 2,
    faculty: 'FSKTM',
    prerequisites: ['WIX1001'],
    description:
      'Probability, random variables, common distributions, estimation and hypothesis testing, ' +
      'applied to data from computing problems.',
    sections: [
      section(1, 70, 50, L.tan, at(WED, 10, 2, 'DK3'), at(FRI, 10, 1, 'Bilik Tutorial 3')),
    ],
  },
  {
    code: 'WIA2004',
    name: 'Operating Systems',
    credits: 3,
    year: 2,
    faculty: 'FSKTM',
    prerequisites: ['WIX1003'],
    description:
      'Processes, threads, scheduling, synchronisation, memory management and file systems, ' +
      'studied through Linux.',
    sections: [
      section(1, 60, 38, L.rajesh, at(MON, 14, 2, 'DK3'), at(THU, 14, 1, 'Bilik Tutorial 3')),
      section(2, 50, 22, L.rajesh, at(TUE, 8, 2, 'DK4'), at(FRI, 8, 1, 'Bilik Tutorial 3')),
    ],
  },
  {
    code: 'WIA2005',
    name: 'Algorithm Design and Analysis',
    credits: 3,
    year: 2,
    faculty: 'FSKTM',
    prerequisites: ['WIX1001'],
    description:
      'Divide and conquer, greedy methods, dynamic programming and graph algorithms, with an ' +
      'introduction to NP-completeness.',
    sections: [
      section(1, 50, 35, L.siti, at(TUE, 14, 2, 'DK4'), at(THU, 16, 1, 'Bilik Tutorial 4')),
    ],
  },
  {
    code: 'WIA3001',
    name: 'Software Engineering',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: ['WIX2001'],
    description:
      'Requirements, design, testing and maintenance of software, practised by teams building ' +
      'one product through an agile process.',
    sections: [
      section(1, 80, 76, L.zaki, at(MON, 8, 2, 'DK4'), at(WED, 8, 1, 'Bilik Tutorial 6')),
      section(2, 60, 34, L.zaki, at(TUE, 10, 2, 'DK4'), at(THU, 10, 1, 'Bilik Tutorial 6')),
    ],
  },
  {
    code: 'WIA3002',
    name: 'Artificial Intelligence',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: ['WIA2003'],
    description:
      'Search, knowledge representation, reasoning under uncertainty and planning, with small ' +
      'intelligent agents built in Python.',
    sections: [
      section(1, 60, 57, L.lee, at(MON, 10, 2, 'DK4'), at(THU, 10, 1, 'Makmal 4')),
      section(2, 40, 22, L.lee, at(WED, 14, 2, 'DK4'), at(FRI, 10, 1, 'Makmal 4')),
    ],
  },
  {
    code: 'WIA3004',
    name: 'Machine Learning',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: ['WIA2003'],
    description:
      'Supervised and unsupervised learning, model evaluation and neural networks, applied to ' +
      'real data sets.',
    sections: [
      section(1, 60, 60, L.siti, at(MON, 10, 2, 'DK6'), at(WED, 10, 1, 'Makmal 5')),
      section(2, 40, 40, L.siti, at(TUE, 8, 2, 'DK6'), at(FRI, 8, 1, 'Makmal 5')),
    ],
  },
  {
    code: 'WIA3006',
    name: 'Human-Computer Interaction',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'User-centred design: understanding users, prototyping interfaces and evaluating them ' +
      'through usability studies.',
    sections: [
      section(1, 50, 30, L.rajesh, at(WED, 10, 2, 'BK1')),
      section(2, 40, 15, L.rajesh, at(THU, 8, 2, 'BK1')),
    ],
  },
  {
    code: 'WIX3001',
    name: 'Soft Computing',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: [],
    description:
      'Fuzzy logic, genetic algorithms and swarm intelligence for problems that resist exact ' +
      'methods.',
    sections: [section(1, 40, 26, L.tan, at(TUE, 14, 2, 'BK2'), at(THU, 15, 1, 'BK2'))],
  },
  {
    code: 'WIB3005',
    name: 'Mobile Application Development',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: ['WIX2002'],
    description:
      'Designing and building Android applications that store data locally and talk to web ' +
      'services.',
    sections: [section(1, 30, 27, L.zaki, at(TUE, 15, 2, 'Makmal 2'), at(FRI, 10, 1, 'Makmal 6'))],
  },
  {
    code: 'WIF3006',
    name: 'Compiler Construction',
    credits: 3,
    year: 3,
    faculty: 'FSKTM',
    prerequisites: ['WIA2005'],
    description:
      'Lexical analysis, parsing, semantic analysis and code generation, ending with a working ' +
      'compiler for a small language.',
    sections: [section(1, 40, 18, L.lee, at(THU, 8, 2, 'BK2'), at(TUE, 10, 1, 'BK2'))],
  },
  {
    code: 'WIA4001',
    name: 'Final Year Project I',
    credits: 3,
    year: 4,
    faculty: 'FSKTM',
    prerequisites: ['WIA3001'],
    description:
      'The first half of an individual project under a supervisor: problem statement, literature ' +
      'review and proposal.',
    sections: [section(1, 40, 12, L.zaki, at(FRI, 15, 2, 'BK3'))],
  },
  {
    code: 'WIA4003',
    name: 'Information Security',
    credits: 3,
    year: 4,
    faculty: 'FSKTM',
    prerequisites: ['WIA2004'],
    description:
      'Cryptography, authentication, access control and secure software, with an overview of ' +
      'the Malaysian cyber-security landscape.',
    sections: [
      section(1, 50, 31, L.faizal, at(THU, 14, 2, 'BK3'), at(MON, 16, 1, 'BK3')),
      section(2, 40, 10, L.faizal, at(FRI, 8, 2, 'BK3')),
    ],
  },
  {
    code: 'WIA4004',
    name: 'Cloud Computing',
    credits: 3,
    year: 4,
    faculty: 'FSKTM',
    prerequisites: ['WIA1005'],
    description:
      'Virtualisation, containers and cloud service models, with deployment of a scalable web ' +
      'application.',
    sections: [section(1, 40, 36, L.tan, at(WED, 14, 3, 'BK3'))],
  },

  // Faculty of Engineering
  {
    code: 'KIX1001',
    name: 'Engineering Mathematics I',
    credits: 3,
    year: 1,
    faculty: 'FK',
    prerequisites: [],
    description:
      'Calculus of one and several variables, ordinary differential equations and complex ' +
      'numbers for engineers.',
    sections: [
      section(1, 90, 62, L.kamarul, at(MON, 8, 2, 'DK6'), at(WED, 9, 1, 'Bilik Tutorial 7')),
      section(2, 60, 30, L.kavitha, at(TUE, 10, 2, 'DK6'), at(THU, 9, 1, 'Bilik Tutorial 7')),
    ],
  },
  {
    code: 'KIX1002',
    name: 'Engineering Drawing',
    credits: 2,
    year: 1,
    faculty: 'FK',
    prerequisites: [],
    description: 'Orthographic and isometric projection, and computer-aided drafting with AutoCAD.',
    sections: [
      section(1, 40, 37, L.chong, at(WED, 14, 3, 'Makmal 6')),
      section(2, 40, 25, L.chong, at(THU, 14, 3, 'Makmal 6')),
    ],
  },
  {
    code: 'KIE1001',
    name: 'Electrical Circuits',
    credits: 3,
    year: 1,
    faculty: 'FK',
    prerequisites: [],
    description:
      'Circuit laws, network theorems and the analysis of DC and AC circuits, with laboratory ' +
      'measurements.',
    sections: [section(1, 70, 48, L.kavitha, at(TUE, 14, 2, 'BK6'), at(THU, 8, 1, 'BK6'))],
  },
  {
    code: 'KIX2001',
    name: 'Engineering Mathematics II',
    credits: 3,
    year: 2,
    faculty: 'FK',
    prerequisites: ['KIX1001'],
    description: 'Linear algebra, vector calculus, Fourier series and Laplace transforms.',
    sections: [
      section(1, 80, 44, L.kamarul, at(WED, 10, 2, 'DK6'), at(FRI, 9, 1, 'Bilik Tutorial 7')),
    ],
  },
  {
    code: 'KIE2002',
    name: 'Digital Electronics',
    credits: 3,
    year: 2,
    faculty: 'FK',
    prerequisites: ['KIE1001'],
    description:
      'Combinational and sequential logic, logic families and the design of digital systems on ' +
      'FPGAs.',
    sections: [
      section(1, 50, 33, L.chong, at(MON, 10, 2, 'BK6'), at(THU, 10, 1, 'Makmal 6')),
      section(2, 50, 20, L.chong, at(TUE, 14, 2, 'BK7'), at(FRI, 10, 1, 'BK7')),
    ],
  },
  {
    code: 'KIE3001',
    name: 'Control Systems',
    credits: 3,
    year: 3,
    faculty: 'FK',
    prerequisites: ['KIX2001'],
    description:
      'Modelling of dynamic systems, feedback, stability and the design of PID controllers.',
    sections: [section(1, 30, 29, L.kavitha, at(MON, 14, 2, 'BK6'), at(WED, 14, 1, 'BK6'))],
  },
  {
    code: 'KIE4001',
    name: 'Power Systems Engineering',
    credits: 3,
    year: 4,
    faculty: 'FK',
    prerequisites: ['KIE2002'],
    description:
      'Generation, transmission and distribution of electrical power, load flow and fault ' +
      'analysis.',
    sections: [section(1, 40, 16, L.kamarul, at(THU, 14, 2, 'BK7'), at(MON, 16, 1, 'BK7'))],
  },

  // Faculty of Business and Economics
  {
    code: 'BBA1001',
    name: 'Principles of Management',
    credits: 3,
    year: 1,
    faculty: 'FPE',
    prerequisites: [],
    description:
      'Planning, organising, leading and controlling, illustrated with cases from Malaysian ' +
      'companies.',
    sections: [
      section(1, 100, 71, L.noraini, at(MON, 8, 2, 'DK7'), at(WED, 8, 1, 'Bilik Tutorial 8')),
      section(2, 80, 39, L.farah, at(TUE, 10, 2, 'DK7'), at(THU, 10, 1, 'Bilik Tutorial 8')),
    ],
  },
  {
    code: 'BBA1002',
    name: 'Financial Accounting',
    credits: 3,
    year: 1,
    faculty: 'FPE',
    prerequisites: [],
    description:
      'The accounting cycle and the preparation of financial statements under the Malaysian ' +
      'Financial Reporting Standards.',
    sections: [
      section(1, 80, 58, L.wong, at(TUE, 8, 2, 'DK7'), at(THU, 8, 1, 'Bilik Tutorial 8')),
      section(2, 60, 55, L.arun, at(WED, 10, 2, 'DK7'), at(FRI, 10, 1, 'Bilik Tutorial 8')),
    ],
  },
  {
    code: 'BEA1001',
    name: 'Principles of Microeconomics',
    credits: 3,
    year: 1,
    faculty: 'FPE',
    prerequisites: [],
    description: 'Demand and supply, consumer choice, production costs and market structures.',
    sections: [
      section(1, 100, 66, L.arun, at(MON, 10, 2, 'DK7'), at(THU, 14, 1, 'DK7')),
      section(2, 60, 24, L.wong, at(WED, 14, 2, 'DK7'), at(FRI, 8, 1, 'Bilik Tutorial 8')),
    ],
  },
  {
    code: 'BBA2001',
    name: 'Marketing Management',
    credits: 3,
    year: 2,
    faculty: 'FPE',
    prerequisites: [],
    description:
      'Market research, segmentation and the marketing mix, with a campaign plan for a local ' +
      'brand.',
    sections: [section(1, 80, 49, L.farah, at(MON, 14, 2, 'DK7'), at(WED, 10, 1, 'BK8'))],
  },
  {
    code: 'BEA2002',
    name: 'Principles of Macroeconomics',
    credits: 3,
    year: 2,
    faculty: 'FPE',
    prerequisites: ['BEA1001'],
    description:
      'National income, inflation, unemployment, and monetary and fiscal policy in the Malaysian ' +
      'economy.',
    sections: [
      section(1, 80, 52, L.arun, at(TUE, 14, 2, 'DK7'), at(THU, 16, 1, 'Bilik Tutorial 8')),
    ],
  },
  {
    code: 'BBA3001',
    name: 'Corporate Finance',
    credits: 3,
    year: 3,
    faculty: 'FPE',
    prerequisites: ['BBA1002'],
    description: 'Time value of money, capital budgeting, cost of capital and dividend policy.',
    sections: [section(1, 40, 36, L.wong, at(MON, 14, 2, 'BK8'), at(THU, 10, 1, 'BK8'))],
  },
  {
    code: 'BBA4001',
    name: 'Strategic Management',
    credits: 3,
    year: 4,
    faculty: 'FPE',
    prerequisites: ['BBA1001'],
    description:
      'Formulating and carrying out business strategy, taught through case studies and a ' +
      'business simulation.',
    sections: [section(1, 60, 27, L.noraini, at(FRI, 8, 2, 'DK7'), at(MON, 16, 1, 'BK8'))],
  },

  // Faculty of Science
  {
    code: 'SMA1001',
    name: 'Calculus I',
    credits: 3,
    year: 1,
    faculty: 'FS',
    prerequisites: [],
    description:
      'Limits, continuity, differentiation and integration of functions of one variable.',
    sections: [
      section(1, 90, 58, L.azlina, at(MON, 8, 2, 'DK3'), at(WED, 8, 1, 'Bilik Tutorial 2')),
      section(2, 60, 20, L.azlina, at(TUE, 14, 2, 'DK1'), at(THU, 14, 1, 'Bilik Tutorial 1')),
    ],
  },
  {
    code: 'SIX1002',
    name: 'General Chemistry',
    credits: 4,
    year: 1,
    faculty: 'FS',
    prerequisites: [],
    description:
      'Atomic structure, bonding, thermochemistry and equilibrium, with weekly laboratory ' +
      'sessions.',
    sections: [
      section(1, 24, 20, L.lim, at(TUE, 8, 3, 'Makmal Kimia'), at(THU, 10, 2, 'DK2')),
      section(2, 24, 11, L.suresh, at(WED, 14, 3, 'Makmal Kimia'), at(FRI, 10, 2, 'DK2')),
    ],
  },
  {
    code: 'SFX1001',
    name: 'Physics I',
    credits: 3,
    year: 1,
    faculty: 'FS',
    prerequisites: [],
    description: 'Mechanics, oscillations, waves and thermodynamics, with laboratory experiments.',
    sections: [section(1, 80, 43, L.suresh, at(MON, 10, 2, 'DK2'), at(THU, 8, 1, 'DK2'))],
  },
  {
    code: 'SMA2001',
    name: 'Linear Algebra',
    credits: 3,
    year: 2,
    faculty: 'FS',
    prerequisites: ['SMA1001'],
    description:
      'Systems of linear equations, vector spaces, linear transformations, eigenvalues and ' +
      'eigenvectors.',
    sections: [section(1, 60, 29, L.lim, at(WED, 10, 2, 'DK2'), at(FRI, 8, 1, 'DK2'))],
  },
  {
    code: 'SIX3001',
    name: 'Research Methods in Science',
    credits: 2,
    year: 3,
    faculty: 'FS',
    prerequisites: [],
    description:
      'Designing experiments, analysing results and writing a scientific report, in preparation ' +
      'for the final-year project.',
    sections: [section(1, 50, 22, L.suresh, at(THU, 14, 2, 'DK2'))],
  },
  {
    code: 'SMA4001',
    name: 'Numerical Analysis',
    credits: 3,
    year: 4,
    faculty: 'FS',
    prerequisites: ['SMA2001'],
    description:
      'Numerical solution of equations, interpolation, numerical integration and differential ' +
      'equations, with error analysis.',
    sections: [section(1, 40, 15, L.azlina, at(WED, 14, 2, 'DK1'), at(FRI, 10, 1, 'DK1'))],
  },

  // Faculty of Languages and Linguistics
  {
    code: 'GLT1001',
    name: 'Academic English',
    credits: 2,
    year: 1,
    faculty: 'FBL',
    prerequisites: [],
    description:
      'A university course on reading academic texts critically and writing clear, referenced ' +
      'essays and reports.',
    sections: [
      section(1, 25, 23, L.mageswari, at(TUE, 8, 2, 'Bilik Tutorial 5')),
      section(2, 25, 18, L.izzati, at(WED, 10, 2, 'Bilik Tutorial 5')),
      section(3, 20, 9, L.izzati, at(THU, 14, 2, 'Bilik Tutorial 5')),
    ],
  },
  {
    code: 'GLT1003',
    name: 'Mandarin for Beginners',
    credits: 2,
    year: 1,
    faculty: 'FBL',
    prerequisites: [],
    description: 'An elective in basic spoken Mandarin, Hanyu Pinyin and everyday characters.',
    sections: [section(1, 30, 17, L.chen, at(THU, 10, 2, 'BK5'))],
  },
  {
    code: 'TTA2001',
    name: 'Introduction to Linguistics',
    credits: 3,
    year: 2,
    faculty: 'FBL',
    prerequisites: [],
    description:
      'Phonetics, phonology, morphology, syntax and semantics, with examples from Malay, ' +
      'English and Tamil.',
    sections: [section(1, 60, 34, L.mageswari, at(MON, 10, 2, 'BK5'), at(WED, 14, 1, 'BK5'))],
  },
  {
    code: 'GLT2002',
    name: 'English for Professional Communication',
    credits: 2,
    year: 2,
    faculty: 'FBL',
    prerequisites: ['GLT1001'],
    description:
      'Writing for the workplace, presentations, meetings and job interviews in English.',
    sections: [
      section(1, 25, 21, L.izzati, at(MON, 14, 2, 'Bilik Tutorial 4')),
      section(2, 25, 13, L.izzati, at(FRI, 10, 2, 'Bilik Tutorial 4')),
    ],
  },
  {
    code: 'TTA3001',
    name: 'Sociolinguistics of Malaysia',
    credits: 3,
    year: 3,
    faculty: 'FBL',
    prerequisites: ['TTA2001'],
    description:
      "Language choice, code-switching and language policy in Malaysia's multilingual society.",
    sections: [section(1, 40, 17, L.mageswari, at(TUE, 10, 2, 'BK5'), at(THU, 15, 1, 'BK5'))],
  },
  {
    code: 'TTA4001',
    name: 'Translation Studies',
    credits: 3,
    year: 4,
    faculty: 'FBL',
    prerequisites: [],
    description:
      'Theories and practice of translation between Malay, English and Chinese, including ' +
      'technical and literary texts.',
    sections: [section(1, 30, 12, L.chen, at(WED, 8, 2, 'BK5'), at(FRI, 8, 1, 'BK5'))],
  },

  // Academy of Islamic Studies
  {
    code: 'GIG1012',
    name: 'Penghayatan Etika dan Peradaban',
    credits: 2,
    year: 1,
    faculty: 'API',
    prerequisites: [],
    description:
      'A compulsory university course on ethics and civilisation in Malaysia, and the values ' +
      'that shape a harmonious plural society.',
    sections: [
      section(1, 120, 97, L.khairul, at(FRI, 8, 2, 'DK5')),
      section(2, 120, 64, L.halimah, at(TUE, 15, 2, 'DK5')),
    ],
  },
  {
    code: 'GIG1013',
    name: 'Malaysian Nationhood Studies',
    credits: 2,
    year: 1,
    faculty: 'API',
    prerequisites: [],
    description:
      'A compulsory university course on the formation of Malaysia, its Federal Constitution ' +
      'and the institutions of the nation.',
    sections: [
      section(1, 120, 88, L.halimah, at(WED, 15, 2, 'DK5')),
      section(2, 100, 41, L.khairul, at(MON, 15, 2, 'DK5')),
    ],
  },
  {
    code: 'GIG2001',
    name: 'Integrity and Anti-Corruption',
    credits: 2,
    year: 2,
    faculty: 'API',
    prerequisites: [],
    description:
      'A university course on integrity, the forms and costs of corruption, and the laws and ' +
      'bodies that fight it.',
    sections: [
      section(1, 120, 70, L.halimah, at(THU, 8, 2, 'DK5')),
      section(2, 80, 33, L.khairul, at(MON, 8, 2, 'DK5')),
    ],
  },
  {
    code: 'IXEA3001',
    name: 'Islamic Finance: Principles and Practice',
    credits: 3,
    year: 3,
    faculty: 'API',
    prerequisites: [],
    description:
      'Shariah contracts, Islamic banking products, sukuk and takaful, and how Malaysia ' +
      'regulates them.',
    sections: [section(1, 50, 24, L.khairul, at(TUE, 10, 2, 'BK4'), at(THU, 10, 1, 'BK4'))],
  },
  {
    code: 'IXEA4001',
    name: 'Maqasid al-Shariah and Contemporary Issues',
    credits: 3,
    year: 4,
    faculty: 'API',
    prerequisites: [],
    description:
      'The objectives of Islamic law and their use in reasoning about contemporary questions ' +
      'in medicine, finance and technology.',
    sections: [section(1, 40, 14, L.halimah, at(WED, 10, 2, 'BK4'), at(FRI, 10, 1, 'BK4'))],
  },
];
