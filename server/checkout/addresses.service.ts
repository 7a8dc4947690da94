import type { Address, PrismaClient } from '#server/db/generated/prisma/client.js';
import { HttpError } from '#server/http/errors.js';
import { CHECKOUT_MESSAGES, MAX_ADDRESSES_PER_USER } from './checkout.rules.js';
import type { TAddressInput } from './checkout.schemas.js';

// The checkout's saved addresses (storefront §3 "Address", §4 "Addresses and cards", §7): only ever the signed-in
// user's own.

export interface AddressView {
  id: number;
  is_default: boolean;
  receiver_name: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
}

export function toAddressView(address: Address): AddressView {
  return {
    id: address.id,
    is_default: address.isDefault,
    receiver_name: address.receiverName,
    phone_number: address.phoneNumber,
    street: address.street,
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    country: address.country,
  };
}

/** The default first, then in the order they were saved. */
export async function findUserAddresses(db: PrismaClient, userId: number): Promise<AddressView[]> {
  const addresses = await db.address.findMany({ where: { userId }, orderBy: [{ isDefault: 'desc' }, { createdAt: 'asc' }, { id: 'asc' }] });
  return addresses.map(toAddressView);
}

/** Saves a new address; the first one, or one marked default, becomes the only default. */
export async function saveUserAddress(db: PrismaClient, userId: number, input: TAddressInput): Promise<AddressView> {
  const address = await db.$transaction(async (tx) => {
    // Serialises one user's saves, so the limit and "exactly one default" hold under parallel requests.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_ADDRESSES_PER_USER) throw new HttpError(422, CHECKOUT_MESSAGES.addressLimit);
    const isDefault = input.is_default || count === 0;
    if (isDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.create({
      data: {
        userId,
        receiverName: input.receiver_name,
        phoneNumber: input.phone_number,
        street: input.street,
        city: input.city,
        state: input.state,
        zipCode: input.zip_code,
        country: input.country,
        isDefault,
      },
    });
  });
  return toAddressView(address);
}
