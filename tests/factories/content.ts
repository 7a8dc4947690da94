import type { Prisma } from '#server/db/generated/prisma/client.js';
import { nextSequence, type Db } from './db.js';

export function createTestimonial(db: Db, overrides: Partial<Prisma.TestimonialUncheckedCreateInput> = {}) {
  const n = nextSequence();
  return db.testimonial.create({
    data: {
      name: `Reviewer ${n}`,
      title: 'Teacher',
      company: 'Test Elementary School',
      image: '/images/testimonials/placeholder.svg',
      ratingTenths: 50,
      content: 'The lessons gave our students clear words for staying safe.',
      date: new Date(Date.UTC(2025, 0, 15)),
      sortOrder: n,
      ...overrides,
    },
  });
}

export function createContactMessage(db: Db, overrides: Partial<Prisma.ContactMessageUncheckedCreateInput> = {}) {
  const n = nextSequence();
  return db.contactMessage.create({
    data: {
      firstName: 'Casey',
      lastName: `Sender ${n}`,
      email: `sender${n}@example.test`,
      phoneCountryCode: '+1',
      phoneNumber: '8175550100',
      organization: 'School',
      message: 'Please tell me more about scheduling a presentation.',
      ip: '127.0.0.1',
      ...overrides,
    },
  });
}
