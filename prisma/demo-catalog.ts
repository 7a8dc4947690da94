// The demo shop's catalogue as plain data. prisma/seed.ts writes it through the test factories and
// scripts/generate-images.ts draws an image for every entry, so both read the same list.

export const LEVELS = [
  { name: 'Pre-K', slug: 'pre-k', grades: ['Pre-K'] },
  { name: 'Kindergarten', slug: 'kindergarten', grades: ['Kindergarten'] },
  { name: 'Elementary', slug: 'elementary', grades: ['1st Grade', '2nd Grade', '3rd Grade', '4th Grade', '5th Grade'] },
  { name: 'Middle School', slug: 'middle-school', grades: ['6th Grade', '7th Grade', '8th Grade'] },
  { name: 'High School', slug: 'high-school', grades: ['9th Grade', '10th Grade', '11th Grade', '12th Grade'] },
] as const;

export type LevelName = (typeof LEVELS)[number]['name'];
export type GradeName = (typeof LEVELS)[number]['grades'][number];

export const PRODUCT_TYPES = ['Classroom Program', 'Video', 'Dolls', 'Coloring Book', 'Combo', 'Script'] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number];

/** Which drawing scripts/generate-images.ts uses for a product. */
export type Artwork = 'program' | 'video' | 'dolls' | 'coloring-book' | 'combo' | 'script';

export interface DemoProduct {
  key: string;
  title: string;
  slug: string;
  subtitle: string;
  sku: string;
  priceCents: number;
  specialPriceCents?: number;
  shortDescription: string;
  description: string;
  videoDescription?: string;
  joeSuzyDolls?: string;
  coloringBook?: string;
  category: string;
  tags: string[];
  type: ProductTypeName;
  level?: LevelName;
  grade?: GradeName;
  /** 5 = schools, 6 = parents; absent = everyone. */
  accountTypeId?: 5 | 6;
  isLicensed: boolean;
  isHardCopy: boolean;
  licenceMonths?: number;
  isBestSeller?: boolean;
  isFeatured?: boolean;
  artwork: Artwork;
  /** Short label drawn on the artwork, e.g. the grade. */
  badge: string;
  /** Combo contents, by product key. */
  comboItems?: string[];
  streams?: { video: string; trailer: string; minutes: number };
  guides?: { script: string; scriptSpanish?: string; coloringBook?: string; coloringBookSpanish?: string };
  /**
   * The Spanish text a Spanish visitor reads (issue 18, docs/decisions/156): for parents and school staff in Texas,
   * neutral Latin-American Spanish, "usted". A field left out shows the English one.
   */
  spanish?: SpanishText;
}

export interface SpanishText {
  title?: string;
  subtitle?: string;
  shortDescription?: string;
  description?: string;
  videoDescription?: string;
}

export const imagePathOf = (slug: string) => `/images/products/${slug}.svg`;

/** Shared illustrations appended to every product gallery (the page shows 4 thumbnails). */
export const GALLERY_IMAGES = {
  classroom: '/images/gallery/classroom.svg',
  video: '/images/gallery/video.svg',
  dolls: '/images/gallery/dolls.svg',
  coloringBook: '/images/gallery/coloring-book.svg',
  family: '/images/gallery/family.svg',
} as const;

const SAFETY_CORE =
  'Students learn the three types of touch (safe touch, unsafe touch and unwanted touch) and practise the three-part safety rule: Say No, Get Away, Tell Someone.';

const SAFETY_CORE_ES =
  'Los alumnos aprenden los tres tipos de contacto (contacto seguro, contacto inseguro y contacto no deseado) y practican la regla de seguridad de tres pasos: Di que no, Aléjate, Cuéntaselo a alguien.';

const DOLLS_TAB =
  'This program includes a Joe & Suzy doll set. The presenter uses Joe and Suzy to act out everyday situations, so young children can see what saying no, getting away and telling a trusted adult look like, without anything frightening being shown.';
const BOOKS_TAB =
  'This program includes 25 Play It Safe coloring books, one for each child to take home. Each page repeats the safety rule in simple words and invites families to talk about it together.';

interface ProgramSpec {
  grade: GradeName;
  level: LevelName;
  code: string;
  theme: string;
  focus: string;
  /** Spanish: the grade as Texas schools write it, the theme and the focus. */
  es: { grade: string; theme: string; focus: string };
  minutes: number;
  priceCents: number;
  bestSeller?: boolean;
  featured?: boolean;
}

const PROGRAM_SPECS: ProgramSpec[] = [
  { grade: 'Pre-K', level: 'Pre-K', code: 'PK', theme: 'My Body Belongs to Me', focus: 'Through songs, puppets and Joe & Suzy, four-year-olds learn the correct names for staying safe, that their body belongs to them, and that they can always tell a grown-up they trust.', es: { grade: 'Prekínder', theme: 'Mi cuerpo me pertenece', focus: 'Con canciones, títeres y los muñecos Joe y Suzy, los niños de cuatro años aprenden las palabras correctas para mantenerse seguros, que su cuerpo les pertenece y que siempre pueden contarle a un adulto de confianza.' }, minutes: 10, priceCents: 45000, bestSeller: true, featured: true },
  { grade: 'Kindergarten', level: 'Kindergarten', code: 'K', theme: 'Safe, Unsafe and Unwanted Touch', focus: 'Kindergarteners sort everyday examples into the three types of touch and rehearse the safety rule with a partner until it feels natural.', es: { grade: 'Kínder', theme: 'Contacto seguro, contacto inseguro y contacto no deseado', focus: 'Los niños de kínder clasifican ejemplos de la vida diaria en los tres tipos de contacto y practican la regla de seguridad con un compañero hasta que les resulta natural.' }, minutes: 12, priceCents: 45000, bestSeller: true },
  { grade: '1st Grade', level: 'Elementary', code: '01', theme: 'Listening to My Uh-Oh Feelings', focus: 'First graders learn to notice the "uh-oh" feeling that tells them something is not right, and to act on it by using the safety rule.', es: { grade: '1.er grado', theme: 'Escucho mis señales de alerta', focus: 'Los alumnos de primer grado aprenden a reconocer esa sensación de alerta que les dice que algo no está bien, y a actuar usando la regla de seguridad.' }, minutes: 12, priceCents: 45000 },
  { grade: '2nd Grade', level: 'Elementary', code: '02', theme: 'Secrets and Surprises', focus: 'Second graders learn the difference between a surprise that is fun to keep for a little while and a secret that should always be told to a trusted adult.', es: { grade: '2.º grado', theme: 'Secretos y sorpresas', focus: 'Los alumnos de segundo grado aprenden la diferencia entre una sorpresa que es divertido guardar por un tiempo y un secreto que siempre se le debe contar a un adulto de confianza.' }, minutes: 14, priceCents: 45000 },
  { grade: '3rd Grade', level: 'Elementary', code: '03', theme: 'My Circle of Trusted Adults', focus: 'Third graders name the trusted adults at home, at school and in the community, and practise what to say if the first adult they tell does not listen.', es: { grade: '3.er grado', theme: 'Mi círculo de adultos de confianza', focus: 'Los alumnos de tercer grado nombran a sus adultos de confianza en casa, en la escuela y en la comunidad, y practican qué decir si el primer adulto al que le cuentan no los escucha.' }, minutes: 14, priceCents: 39500, bestSeller: true },
  { grade: '4th Grade', level: 'Elementary', code: '04', theme: 'Body Boundaries and Speaking Up', focus: 'Fourth graders explore personal boundaries, how to respect the boundaries of others, and how to speak up firmly when someone ignores theirs.', es: { grade: '4.º grado', theme: 'Los límites de mi cuerpo y alzar la voz', focus: 'Los alumnos de cuarto grado exploran los límites personales, cómo respetar los límites de los demás y cómo hablar con firmeza cuando alguien no respeta los suyos.' }, minutes: 15, priceCents: 39500 },
  { grade: '5th Grade', level: 'Elementary', code: '05', theme: 'Safe Online, Safe Offline', focus: 'Fifth graders apply the safety rule to games, chats and video apps: what personal information to keep private and how to get help when something online feels wrong.', es: { grade: '5.º grado', theme: 'Seguros en línea y fuera de línea', focus: 'Los alumnos de quinto grado aplican la regla de seguridad a los juegos, los chats y las aplicaciones de video: qué información personal deben mantener en privado y cómo pedir ayuda cuando algo en línea no se siente bien.' }, minutes: 16, priceCents: 39500 },
  { grade: '6th Grade', level: 'Middle School', code: '06', theme: 'Healthy Boundaries in Middle School', focus: 'Sixth graders discuss friendships, peer pressure and boundaries as they start middle school, and map out who they can turn to for help.', es: { grade: '6.º grado', theme: 'Límites sanos en la secundaria', focus: 'Los alumnos de sexto grado hablan sobre las amistades, la presión de grupo y los límites al comenzar la secundaria, e identifican a quién pueden acudir para pedir ayuda.' }, minutes: 16, priceCents: 37500 },
  { grade: '7th Grade', level: 'Middle School', code: '07', theme: 'Recognizing Warning Signs', focus: 'Seventh graders learn the warning signs of manipulation, such as special attention, gifts and requests for secrecy, and how to respond safely.', es: { grade: '7.º grado', theme: 'Cómo reconocer las señales de advertencia', focus: 'Los alumnos de séptimo grado aprenden a reconocer las señales de advertencia de la manipulación, como la atención especial, los regalos y las peticiones de guardar secretos, y cómo responder de manera segura.' }, minutes: 18, priceCents: 37500 },
  { grade: '8th Grade', level: 'Middle School', code: '08', theme: 'Respect, Consent and Healthy Relationships', focus: 'Eighth graders talk about respect and consent in friendships and relationships, and how to support a friend who shares a worry.', es: { grade: '8.º grado', theme: 'Respeto, consentimiento y relaciones sanas', focus: 'Los alumnos de octavo grado conversan sobre el respeto y el consentimiento en las amistades y las relaciones, y sobre cómo apoyar a un amigo que les cuenta una preocupación.' }, minutes: 18, priceCents: 37500 },
  { grade: '9th Grade', level: 'High School', code: '09', theme: 'Healthy Relationships in High School', focus: 'Ninth graders identify the traits of healthy and unhealthy relationships and practise clear, respectful communication.', es: { grade: '9.º grado', theme: 'Relaciones sanas en la preparatoria', focus: 'Los alumnos de noveno grado identifican las características de las relaciones sanas y de las que no lo son, y practican una comunicación clara y respetuosa.' }, minutes: 18, priceCents: 35000 },
  { grade: '10th Grade', level: 'High School', code: '10', theme: 'Digital Footprints and Online Pressure', focus: 'Tenth graders look at online pressure, sharing images and protecting their privacy, and at the people and services that can help.', es: { grade: '10.º grado', theme: 'Huella digital y presión en línea', focus: 'Los alumnos de décimo grado analizan la presión en línea, el envío de imágenes y la protección de su privacidad, y conocen a las personas y los servicios que pueden ayudarlos.' }, minutes: 20, priceCents: 35000 },
  { grade: '11th Grade', level: 'High School', code: '11', theme: 'Being an Upstander', focus: 'Eleventh graders learn how to step in safely, support a friend and connect them with a trusted adult or a support service.', es: { grade: '11.º grado', theme: 'Cómo ser un testigo que actúa', focus: 'Los alumnos de undécimo grado aprenden a intervenir de forma segura, a apoyar a un amigo y a ponerlo en contacto con un adulto de confianza o con un servicio de apoyo.' }, minutes: 20, priceCents: 35000 },
  { grade: '12th Grade', level: 'High School', code: '12', theme: 'Respect, Consent and Community Resources', focus: 'Twelfth graders review consent and respect as they head into adult life, and learn which community resources are available to them and their friends.', es: { grade: '12.º grado', theme: 'Respeto, consentimiento y recursos de la comunidad', focus: 'Los alumnos de duodécimo grado repasan el consentimiento y el respeto al prepararse para la vida adulta, y conocen los recursos de la comunidad disponibles para ellos y sus amigos.' }, minutes: 20, priceCents: 35000 },
];

const EARLY_GRADES: GradeName[] = ['Pre-K', 'Kindergarten', '1st Grade', '2nd Grade'];

function programSlugOf(grade: GradeName) {
  return `play-it-safe-${grade.toLowerCase().replace(/\s+/g, '-')}-classroom-program`;
}

const programs: DemoProduct[] = PROGRAM_SPECS.map((spec) => {
  const slug = programSlugOf(spec.grade);
  const early = EARLY_GRADES.includes(spec.grade);
  return {
    key: `program-${spec.code}`,
    title: `${spec.grade}: ${spec.theme}`,
    slug,
    subtitle: `One-hour classroom presentation with a ${spec.minutes}-minute video`,
    sku: `PIS-PRG-${spec.code}`,
    priceCents: spec.priceCents,
    shortDescription: `A one-hour Play It Safe presentation for ${spec.grade} classrooms. ${SAFETY_CORE}`,
    description: [
      `${spec.focus}`,
      SAFETY_CORE,
      `The kit contains a presenter script in English and Spanish, a ${spec.minutes}-minute classroom video, parent letters and a one-year streaming licence for your school.${early ? ' Joe & Suzy dolls and 25 coloring books are included.' : ''}`,
    ].join('\n\n'),
    videoDescription: `A ${spec.minutes}-minute video for ${spec.grade} students that introduces the three types of touch and models the Say No, Get Away, Tell Someone rule through age-appropriate, non-frightening scenes. Designed to be shown during the one-hour presentation and discussed afterwards.`,
    joeSuzyDolls: early ? DOLLS_TAB : undefined,
    coloringBook: early ? BOOKS_TAB : undefined,
    category: 'Classroom Programs',
    tags: ['three types of touch', 'safety rule', spec.grade, spec.level],
    type: 'Classroom Program',
    level: spec.level,
    grade: spec.grade,
    accountTypeId: 5,
    isLicensed: true,
    isHardCopy: true,
    licenceMonths: 12,
    isBestSeller: spec.bestSeller,
    isFeatured: spec.featured,
    artwork: 'program',
    badge: spec.grade,
    streams: { video: `videos/${slug}.mp4`, trailer: `videos/trailers/${slug}.mp4`, minutes: spec.minutes },
    guides: {
      script: `guides/${slug}-script.pdf`,
      scriptSpanish: `guides/${slug}-script-es.pdf`,
      coloringBook: early ? 'guides/play-it-safe-coloring-book.pdf' : undefined,
      coloringBookSpanish: early ? 'guides/play-it-safe-coloring-book-es.pdf' : undefined,
    },
    spanish: {
      title: `${spec.es.grade}: ${spec.es.theme}`,
      subtitle: `Presentación de una hora en el salón de clases con un video de ${spec.minutes} minutos`,
      shortDescription: `Una presentación de Play It Safe de una hora para los salones de ${spec.es.grade}. ${SAFETY_CORE_ES}`,
      description: [
        spec.es.focus,
        SAFETY_CORE_ES,
        `El kit incluye un guion para el presentador en inglés y en español, un video de ${spec.minutes} minutos para el salón de clases, cartas para las familias y una licencia de transmisión por un año para su escuela.${early ? ' Incluye los muñecos Joe y Suzy y 25 libros para colorear.' : ''}`,
      ].join('\n\n'),
      videoDescription: `Un video de ${spec.minutes} minutos para los alumnos de ${spec.es.grade} que presenta los tres tipos de contacto y muestra la regla Di que no, Aléjate, Cuéntaselo a alguien con escenas adecuadas para su edad, que no causan miedo. Está pensado para verse durante la presentación de una hora y comentarse después.`,
    },
  };
});

interface ParentVideoSpec {
  code: string;
  title: string;
  ages: string;
  level: LevelName;
  minutes: number;
  summary: string;
  bestSeller?: boolean;
  /** Spanish: the title, the ages, who the video is for and the summary. */
  es: { title: string; ages: string; audience: string; summary: string };
}

const PARENT_VIDEO_SPECS: ParentVideoSpec[] = [
  { code: 'YOUNG', title: 'Play It Safe at Home: Young Children', ages: 'ages 3 to 7', level: 'Pre-K', minutes: 18, summary: 'Shows parents how to teach the correct names of body parts, the three types of touch and the safety rule through everyday routines like bath time and bedtime stories.', bestSeller: true, es: { title: 'Play It Safe en casa: niños pequeños', ages: 'de 3 a 7 años', audience: 'niños de 3 a 7 años', summary: 'Muestra a madres y padres cómo enseñar los nombres correctos de las partes del cuerpo, los tres tipos de contacto y la regla de seguridad durante las rutinas diarias, como la hora del baño y los cuentos antes de dormir.' } },
  { code: 'TWEEN', title: 'Play It Safe at Home: Growing Kids', ages: 'ages 8 to 12', level: 'Elementary', minutes: 20, summary: 'Helps parents talk with growing children about boundaries, secrets versus surprises, online games and chats, and who their trusted adults are.', es: { title: 'Play It Safe en casa: niños en crecimiento', ages: 'de 8 a 12 años', audience: 'niños de 8 a 12 años', summary: 'Ayuda a madres y padres a hablar con sus hijos sobre los límites, la diferencia entre secretos y sorpresas, los juegos y chats en línea, y quiénes son sus adultos de confianza.' } },
  { code: 'TEEN', title: 'Play It Safe at Home: Talking with Teens', ages: 'ages 13 to 18', level: 'High School', minutes: 22, summary: 'Gives parents words for conversations about healthy relationships, consent, online pressure and how to respond calmly if a teen shares a worry.', es: { title: 'Play It Safe en casa: cómo hablar con adolescentes', ages: 'de 13 a 18 años', audience: 'jóvenes de 13 a 18 años', summary: 'Les da a madres y padres las palabras para conversar sobre las relaciones sanas, el consentimiento, la presión en línea y cómo responder con calma si su hijo adolescente les cuenta una preocupación.' } },
];

const parentVideos: DemoProduct[] = PARENT_VIDEO_SPECS.flatMap((spec) => {
  const base = spec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const shared = {
    shortDescription: `A ${spec.minutes}-minute video for parents and caregivers of children ${spec.ages}.`,
    description: `${spec.summary}\n\nWatch on any device, as often as you like while your access lasts. Includes a printable parent guide in English and Spanish.`,
    videoDescription: `${spec.minutes} minutes, in English with Spanish subtitles. ${spec.summary}`,
    category: 'Parent Videos',
    type: 'Video' as const,
    level: spec.level,
    accountTypeId: 6 as const,
    isLicensed: true,
    isHardCopy: false,
    artwork: 'video' as const,
    streams: { video: `videos/${base}.mp4`, trailer: `videos/trailers/${base}.mp4`, minutes: spec.minutes },
    guides: { script: `guides/${base}-parent-guide.pdf`, scriptSpanish: `guides/${base}-parent-guide-es.pdf` },
  };
  const spanish = {
    shortDescription: `Un video de ${spec.minutes} minutos para madres, padres y cuidadores de ${spec.es.audience}.`,
    description: `${spec.es.summary}\n\nVéalo en cualquier dispositivo, tantas veces como quiera mientras tenga acceso. Incluye una guía para padres imprimible en inglés y en español.`,
    videoDescription: `${spec.minutes} minutos, en inglés con subtítulos en español. ${spec.es.summary}`,
  };
  return [
    {
      ...shared,
      key: `video-${spec.code}-rent`,
      title: `${spec.title} (30-Day Rental)`,
      slug: `${base}-rental`,
      subtitle: `Stream for 30 days · ${spec.ages}`,
      sku: `PIS-VID-${spec.code}-R`,
      priceCents: 999,
      tags: ['parents', 'rental', spec.ages],
      licenceMonths: 1,
      badge: 'Rent',
      spanish: { ...spanish, title: `${spec.es.title} (alquiler por 30 días)`, subtitle: `Véalo durante 30 días · ${spec.es.ages}` },
    },
    {
      ...shared,
      key: `video-${spec.code}-buy`,
      title: `${spec.title} (1-Year Access)`,
      slug: `${base}-one-year`,
      subtitle: `Stream for a full year · ${spec.ages}`,
      sku: `PIS-VID-${spec.code}-B`,
      priceCents: 2499,
      tags: ['parents', 'purchase', spec.ages],
      licenceMonths: 12,
      isBestSeller: spec.bestSeller,
      badge: 'Buy',
      spanish: { ...spanish, title: `${spec.es.title} (acceso por 1 año)`, subtitle: `Véalo durante un año completo · ${spec.es.ages}` },
    },
  ];
});

const dolls: DemoProduct[] = [
  {
    key: 'dolls-set',
    title: 'Joe & Suzy Doll Set',
    slug: 'joe-and-suzy-doll-set',
    subtitle: 'Two soft 16-inch teaching dolls',
    sku: 'PIS-DOL-SET',
    priceCents: 7999,
    shortDescription: 'Joe and Suzy, the friendly dolls used in every Pre-K to 2nd grade presentation.',
    description:
      'Joe and Suzy help young children practise the safety rule through role play. Soft, washable and sized for small hands, they come with a card of suggested activities for classrooms and families.',
    joeSuzyDolls: DOLLS_TAB,
    category: 'Teaching Aids',
    tags: ['dolls', 'role play', 'Pre-K', 'Kindergarten'],
    type: 'Dolls',
    level: 'Pre-K',
    isLicensed: false,
    isHardCopy: true,
    isBestSeller: true,
    artwork: 'dolls',
    badge: 'Joe & Suzy',
    spanish: {
      title: 'Juego de muñecos Joe y Suzy',
      subtitle: 'Dos muñecos didácticos de tela suave de 16 pulgadas',
      shortDescription: 'Joe y Suzy, los muñecos amigables que se usan en todas las presentaciones de prekínder a 2.º grado.',
      description:
        'Joe y Suzy ayudan a los niños pequeños a practicar la regla de seguridad por medio de juegos de roles. Son suaves, lavables y del tamaño adecuado para manos pequeñas, e incluyen una tarjeta con actividades sugeridas para el salón de clases y para la familia.',
    },
  },
  {
    key: 'dolls-joe',
    title: 'Joe Teaching Doll',
    slug: 'joe-teaching-doll',
    subtitle: 'One soft 16-inch teaching doll',
    sku: 'PIS-DOL-JOE',
    priceCents: 4499,
    shortDescription: 'Joe on his own, to replace or add to a classroom set.',
    description: 'A single Joe doll, identical to the one in the Joe & Suzy Doll Set.',
    category: 'Teaching Aids',
    tags: ['dolls', 'role play'],
    type: 'Dolls',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'dolls',
    badge: 'Joe',
    spanish: {
      title: 'Muñeco didáctico Joe',
      subtitle: 'Un muñeco didáctico de tela suave de 16 pulgadas',
      shortDescription: 'Joe por separado, para reponer o ampliar un juego del salón de clases.',
      description: 'Un muñeco Joe, idéntico al que viene en el juego de muñecos Joe y Suzy.',
    },
  },
  {
    key: 'dolls-suzy',
    title: 'Suzy Teaching Doll',
    slug: 'suzy-teaching-doll',
    subtitle: 'One soft 16-inch teaching doll',
    sku: 'PIS-DOL-SUZY',
    priceCents: 4499,
    shortDescription: 'Suzy on her own, to replace or add to a classroom set.',
    description: 'A single Suzy doll, identical to the one in the Joe & Suzy Doll Set.',
    category: 'Teaching Aids',
    tags: ['dolls', 'role play'],
    type: 'Dolls',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'dolls',
    badge: 'Suzy',
    spanish: {
      title: 'Muñeca didáctica Suzy',
      subtitle: 'Una muñeca didáctica de tela suave de 16 pulgadas',
      shortDescription: 'Suzy por separado, para reponer o ampliar un juego del salón de clases.',
      description: 'Una muñeca Suzy, idéntica a la que viene en el juego de muñecos Joe y Suzy.',
    },
  },
];

// "All books are at least 50% off list price": every special price is at most half the list price.
const coloringBooks: DemoProduct[] = [
  {
    key: 'book-en',
    title: 'Play It Safe Coloring Book (English)',
    slug: 'play-it-safe-coloring-book-english',
    subtitle: '24 pages · ages 3 to 8',
    sku: 'PIS-BK-EN',
    priceCents: 1200,
    specialPriceCents: 599,
    shortDescription: 'Joe and Suzy walk children through the safety rule, one page at a time.',
    description:
      'Twenty-four pages of friendly pictures that repeat the three types of touch and the Say No, Get Away, Tell Someone rule, with a note for grown-ups on the back cover.',
    coloringBook: BOOKS_TAB,
    category: 'Books',
    tags: ['coloring book', 'English'],
    type: 'Coloring Book',
    level: 'Pre-K',
    isLicensed: false,
    isHardCopy: true,
    isBestSeller: true,
    artwork: 'coloring-book',
    badge: 'English',
    spanish: {
      title: 'Libro para colorear Play It Safe (inglés)',
      subtitle: '24 páginas · de 3 a 8 años',
      shortDescription: 'Joe y Suzy guían a los niños por la regla de seguridad, página por página.',
      description:
        'Veinticuatro páginas con dibujos amigables que repiten los tres tipos de contacto y la regla Di que no, Aléjate, Cuéntaselo a alguien, con una nota para los adultos en la contraportada. Esta es la edición en inglés.',
    },
  },
  {
    key: 'book-es',
    title: 'Libro para colorear Play It Safe (Español)',
    slug: 'play-it-safe-coloring-book-spanish',
    subtitle: '24 páginas · 3 a 8 años',
    sku: 'PIS-BK-ES',
    priceCents: 1200,
    specialPriceCents: 599,
    shortDescription: 'The Spanish edition of the Play It Safe coloring book.',
    description:
      'Veinticuatro páginas con Joe y Suzy que repiten los tres tipos de contacto y la regla de seguridad: Di que no, Aléjate, Cuéntaselo a alguien.',
    coloringBook: BOOKS_TAB,
    category: 'Books',
    tags: ['coloring book', 'Spanish', 'Español'],
    type: 'Coloring Book',
    level: 'Pre-K',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'coloring-book',
    badge: 'Español',
    // The English title, subtitle and description are already Spanish: only the short description needs its twin.
    spanish: { shortDescription: 'La edición en español del libro para colorear Play It Safe.' },
  },
  {
    key: 'book-en-25',
    title: 'Coloring Book Classroom Pack of 25 (English)',
    slug: 'coloring-book-classroom-pack-english',
    subtitle: '25 books, one for every child',
    sku: 'PIS-BK-EN-25',
    priceCents: 30000,
    specialPriceCents: 15000,
    shortDescription: 'Twenty-five English coloring books for a whole class.',
    description: 'The classroom pack included with every Pre-K to 2nd grade program, for an additional class or a new school year.',
    coloringBook: BOOKS_TAB,
    category: 'Books',
    tags: ['coloring book', 'English', 'classroom pack'],
    type: 'Coloring Book',
    level: 'Kindergarten',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'coloring-book',
    badge: '25 books',
    spanish: {
      title: 'Paquete de 25 libros para colorear para el salón de clases (inglés)',
      subtitle: '25 libros, uno para cada niño',
      shortDescription: 'Veinticinco libros para colorear en inglés para todo un grupo.',
      description: 'El paquete para el salón de clases que se incluye con cada programa de prekínder a 2.º grado, para un grupo adicional o un nuevo ciclo escolar.',
    },
  },
  {
    key: 'book-es-25',
    title: 'Coloring Book Classroom Pack of 25 (Spanish)',
    slug: 'coloring-book-classroom-pack-spanish',
    subtitle: '25 libros, uno para cada niño',
    sku: 'PIS-BK-ES-25',
    priceCents: 30000,
    specialPriceCents: 15000,
    shortDescription: 'Twenty-five Spanish coloring books for a whole class.',
    description: 'The Spanish classroom pack, for bilingual and dual-language classrooms.',
    coloringBook: BOOKS_TAB,
    category: 'Books',
    tags: ['coloring book', 'Spanish', 'classroom pack'],
    type: 'Coloring Book',
    level: 'Kindergarten',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'coloring-book',
    badge: '25 libros',
    spanish: {
      title: 'Paquete de 25 libros para colorear para el salón de clases (español)',
      shortDescription: 'Veinticinco libros para colorear en español para todo un grupo.',
      description: 'El paquete en español para el salón de clases, para grupos bilingües y de lenguaje dual.',
    },
  },
];

const scripts: DemoProduct[] = [
  {
    key: 'script-en',
    title: 'Parent Guide: Talking About Body Safety (English)',
    slug: 'parent-guide-body-safety-english',
    subtitle: 'Printed guide, 32 pages',
    sku: 'PIS-SCR-EN',
    priceCents: 1499,
    shortDescription: 'Conversation starters and answers to the questions children ask most.',
    description:
      'A printed guide for parents and caregivers: how to introduce the three types of touch, practise the safety rule and respond calmly and supportively if a child tells you something worrying.',
    category: 'Guides',
    tags: ['parents', 'guide', 'English'],
    type: 'Script',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'script',
    badge: 'Guide',
    spanish: {
      title: 'Guía para padres: Hablemos de la seguridad del cuerpo (inglés)',
      subtitle: 'Guía impresa, 32 páginas',
      shortDescription: 'Ideas para iniciar la conversación y respuestas a las preguntas que los niños hacen con más frecuencia.',
      description:
        'Una guía impresa para madres, padres y cuidadores: cómo presentar los tres tipos de contacto, cómo practicar la regla de seguridad y cómo responder con calma y apoyo si un niño le cuenta algo preocupante. Esta es la edición en inglés.',
    },
  },
  {
    key: 'script-es',
    title: 'Guía para padres: Hablemos de seguridad (Español)',
    slug: 'parent-guide-body-safety-spanish',
    subtitle: 'Guía impresa, 32 páginas',
    sku: 'PIS-SCR-ES',
    priceCents: 1499,
    shortDescription: 'The Spanish edition of the parent guide.',
    description: 'La guía impresa para madres, padres y cuidadores, con ideas para conversar sobre la seguridad del cuerpo.',
    category: 'Guides',
    tags: ['parents', 'guide', 'Spanish'],
    type: 'Script',
    isLicensed: false,
    isHardCopy: true,
    artwork: 'script',
    badge: 'Guía',
    // The English title, subtitle and description are already Spanish: only the short description needs its twin.
    spanish: { shortDescription: 'La edición en español de la guía para padres.' },
  },
];

const combos: DemoProduct[] = [
  {
    key: 'combo-early',
    title: 'Early Learners Bundle: Pre-K & Kindergarten',
    slug: 'early-learners-bundle-pre-k-kindergarten',
    subtitle: 'Two programs, an extra doll set and a Spanish classroom pack',
    sku: 'PIS-CMB-EARLY',
    priceCents: 99900,
    shortDescription: 'Everything an early-childhood campus needs to start Play It Safe.',
    description:
      'The Pre-K and Kindergarten classroom programs with their one-year streaming licences, an extra Joe & Suzy Doll Set for a second classroom, and 25 Spanish coloring books for bilingual families.',
    joeSuzyDolls: DOLLS_TAB,
    coloringBook: BOOKS_TAB,
    category: 'Bundles',
    tags: ['bundle', 'Pre-K', 'Kindergarten'],
    type: 'Combo',
    level: 'Pre-K',
    accountTypeId: 5,
    isLicensed: false,
    isHardCopy: true,
    artwork: 'combo',
    badge: 'Pre-K + K',
    spanish: {
      title: 'Paquete para los más pequeños: prekínder y kínder',
      subtitle: 'Dos programas, un juego de muñecos adicional y un paquete de libros en español',
      shortDescription: 'Todo lo que un plantel de educación temprana necesita para comenzar con Play It Safe.',
      description:
        'Los programas de prekínder y kínder con sus licencias de transmisión por un año, un juego de muñecos Joe y Suzy adicional para un segundo salón y 25 libros para colorear en español para las familias bilingües.',
    },
    comboItems: ['program-PK', 'program-K', 'dolls-set', 'book-es-25'],
  },
  {
    key: 'combo-primary',
    title: 'Primary Grades Bundle: 1st & 2nd Grade',
    slug: 'primary-grades-bundle-1st-2nd-grade',
    subtitle: 'Two programs, an extra doll set and a Spanish classroom pack',
    sku: 'PIS-CMB-PRIMARY',
    priceCents: 99900,
    shortDescription: 'The 1st and 2nd grade programs with extra dolls and books.',
    description:
      'The 1st and 2nd grade classroom programs with their one-year streaming licences, an extra Joe & Suzy Doll Set and 25 Spanish coloring books.',
    joeSuzyDolls: DOLLS_TAB,
    coloringBook: BOOKS_TAB,
    category: 'Bundles',
    tags: ['bundle', '1st Grade', '2nd Grade'],
    type: 'Combo',
    level: 'Elementary',
    accountTypeId: 5,
    isLicensed: false,
    isHardCopy: true,
    artwork: 'combo',
    badge: '1st + 2nd',
    spanish: {
      title: 'Paquete para primaria: 1.er y 2.º grado',
      subtitle: 'Dos programas, un juego de muñecos adicional y un paquete de libros en español',
      shortDescription: 'Los programas de 1.er y 2.º grado con muñecos y libros adicionales.',
      description:
        'Los programas de 1.er y 2.º grado con sus licencias de transmisión por un año, un juego de muñecos Joe y Suzy adicional y 25 libros para colorear en español.',
    },
    comboItems: ['program-01', 'program-02', 'dolls-set', 'book-es-25'],
  },
  {
    key: 'combo-family',
    title: 'Family Starter Pack',
    slug: 'family-starter-pack',
    subtitle: 'A year of video access, a coloring book and the parent guide',
    sku: 'PIS-CMB-FAMILY',
    priceCents: 3999,
    shortDescription: 'Start the conversation at home with everything in one box.',
    description:
      'One year of access to Play It Safe at Home: Young Children, the English coloring book and the printed parent guide.',
    coloringBook: BOOKS_TAB,
    category: 'Bundles',
    tags: ['bundle', 'parents'],
    type: 'Combo',
    level: 'Pre-K',
    accountTypeId: 6,
    isLicensed: false,
    isHardCopy: true,
    artwork: 'combo',
    badge: 'Family',
    spanish: {
      title: 'Paquete inicial para la familia',
      subtitle: 'Un año de acceso al video, un libro para colorear y la guía para padres',
      shortDescription: 'Empiece la conversación en casa con todo en una sola caja.',
      description: 'Un año de acceso a Play It Safe en casa: niños pequeños, el libro para colorear en inglés y la guía impresa para padres.',
    },
    comboItems: ['video-YOUNG-buy', 'book-en', 'script-en'],
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [...programs, ...parentVideos, ...dolls, ...coloringBooks, ...scripts, ...combos];

/**
 * The banners drawn by scripts/generate-images.ts. `narrow`: also a picture without the subtitle for phones (the shop
 * shows the subtitle as text under it). `spanish`: the words drawn in the `.es.svg` files a Spanish visitor sees
 * (docs/decisions/163), the same wording as the pages' Spanish catalogue.
 */
export const BANNERS = [
  {
    file: 'shop-1',
    title: 'Keeping Kids Safe, One Classroom at a Time',
    text: '14 one-hour presentations from Pre-K to 12th grade',
    narrow: true,
    spanish: { title: 'Protegemos a los niños, un salón de clases a la vez', text: '14 presentaciones de una hora, de prekínder a 12.º grado' },
  },
  {
    file: 'shop-2',
    title: 'All Books At Least 50% Off',
    text: 'Coloring books in English and Spanish',
    narrow: true,
    spanish: { title: 'Todos los libros con al menos 50 % de descuento', text: 'Libros para colorear en inglés y en español' },
  },
  {
    file: 'shop-3',
    title: 'Say No, Get Away, Tell Someone',
    text: 'A three-part safety rule every child can remember',
    narrow: true,
    spanish: { title: 'Decir que no, alejarse, contarle a alguien', text: 'Una regla de seguridad de tres pasos que todo niño puede recordar' },
  },
  {
    file: 'category-pre-k',
    title: 'Pre-K Programs',
    text: 'Joe & Suzy dolls and 25 coloring books included',
    narrow: true,
    spanish: { title: 'Programas de prekínder', text: 'Incluye los muñecos Joe y Suzy y 25 libros para colorear' },
  },
  {
    file: 'category-kindergarten',
    title: 'Kindergarten Programs',
    text: 'Safe, unsafe and unwanted touch',
    narrow: true,
    spanish: { title: 'Programas de kínder', text: 'Contacto seguro, contacto inseguro y contacto no deseado' },
  },
  {
    file: 'books-sale',
    title: 'Books At Least 50% Off List Price',
    text: 'Stock up for every classroom',
    narrow: false,
    spanish: { title: 'Libros: al menos 50 % menos del precio de lista', text: 'Abastézcase para cada salón de clases' },
  },
] as const;

export interface DemoTestimonial {
  name: string;
  title: string;
  company: string;
  ratingTenths: number;
  content: string;
  date: string;
}

export const TESTIMONIALS: DemoTestimonial[] = [
  { name: 'Maria Gonzalez', title: 'Pre-K Teacher', company: 'Sunnyside Early Learning Center', ratingTenths: 50, date: '2025-09-12', content: 'My four-year-olds still sing the safety rule at cleanup time. Joe and Suzy made a hard topic feel gentle and safe.' },
  { name: 'David Thompson', title: 'School Counselor', company: 'Lakeview Elementary', ratingTenths: 50, date: '2025-08-28', content: 'The scripts are clear enough that any of our counselors can present with confidence. Parents appreciated the take-home letters.' },
  { name: 'Angela Brooks', title: 'Principal', company: 'Cedar Creek Elementary', ratingTenths: 45, date: '2025-07-19', content: 'We rolled the program out to every grade in one semester. The streaming licence made it easy for teachers to revisit the video.' },
  { name: 'Luis Ramirez', title: 'Parent', company: 'Fort Worth, TX', ratingTenths: 50, date: '2025-06-30', content: 'The parent video gave me the words I did not know how to find. My daughter and I now talk about trusted adults at dinner.' },
  { name: 'Karen Mitchell', title: '3rd Grade Teacher', company: 'Oak Hollow Elementary', ratingTenths: 40, date: '2025-05-22', content: 'Students loved naming their circle of trusted adults. I would like a few more classroom activities for the following week.' },
  { name: 'James Carter', title: 'Health Teacher', company: 'Riverside Middle School', ratingTenths: 45, date: '2025-04-14', content: 'Respectful, age-appropriate and practical. The warning-signs lesson sparked the best discussion of the year.' },
  { name: 'Priya Patel', title: 'Parent', company: 'Arlington, TX', ratingTenths: 50, date: '2025-03-03', content: 'The Spanish coloring book was perfect for my parents, who help with our kids after school. Everyone uses the same words now.' },
  { name: 'Rebecca Lee', title: 'Counseling Director', company: 'North Ridge Independent School District', ratingTenths: 50, date: '2025-02-11', content: 'Ordering for twelve campuses was simple, and the renewal reminders mean we never lose access mid-year.' },
  { name: 'Michael Johnson', title: 'Youth Director', company: 'Grace Community Church', ratingTenths: 40, date: '2025-01-25', content: 'We used the middle school program with our youth group. The facilitator notes made it easy for volunteers.' },
  { name: 'Sofia Hernandez', title: 'Kindergarten Teacher', company: 'Bluebonnet Academy', ratingTenths: 45, date: '2024-12-09', content: 'The coloring books went home with every child, and several families told me they read them together.' },
  { name: 'Thomas Wright', title: 'High School Counselor', company: 'Eastside High School', ratingTenths: 35, date: '2024-11-18', content: 'Solid content on healthy relationships. Our seniors wanted more time for questions, so we split it over two class periods.' },
  { name: 'Nicole Adams', title: 'Parent', company: 'Keller, TX', ratingTenths: 50, date: '2024-10-02', content: 'Short, calm and never scary. My son asked to watch the video again, which tells me everything.' },
];
