import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { UPLOAD_MAX_BYTES } from "../../../common/constants.ts";
import { fieldErrors } from "../../../common/schemas/account.ts";
import {
  DeleteAccountInput,
  type Gender,
  PROFILE_PHOTO_MAX_SIDE,
  ProfileInput,
  SaveBirthdateInput,
} from "../../../common/schemas/profile.ts";
import type { Province } from "../../../common/user.ts";
import type { Db } from "../../db/client.ts";
import { provinces, users } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/enqueue.ts";
import { logger } from "../../logger.ts";
import { createImageStore, detectImageType, InvalidImage, profilePhotoKeyOf, toWebp } from "../../storage/images.ts";
import type { Storage } from "../../storage/storage.ts";
import { ACCOUNT_DELETION_STEPS } from "../accounts/account-deletion.ts";
import { DomainError } from "../errors.ts";
import { parseOrThrow } from "../validation.ts";
import { type UserTypeView, userTypeView } from "./user-type.ts";

/** What the settings tab shows and edits (the parts of the account `me` does not carry), with who the user is. */
export type Profile = UserTypeView & {
  name: string | null;
  lastName: string | null;
  birthday: string | null;
  gender: Gender | null;
  province: Province | null;
  notices: boolean;
  profilePhoto: string | null;
};

/** An upload as Yoga hands it to a resolver (a web File). */
export type Upload = Pick<File, "size" | "arrayBuffer">;

const spanish = new Intl.Collator("es");

/** The 52 provinces, by name as Spanish sorts it (Á with A), whatever the database's collation. */
export async function listProvinces(db: Db): Promise<Province[]> {
  const rows = await db.select({ id: provinces.id, name: provinces.name }).from(provinces);
  return rows.sort((a, b) => spanish.compare(a.name, b.name)).map((p) => ({ id: String(p.id), name: p.name }));
}

export async function profileOf(db: Db, userId: string): Promise<Profile | null> {
  const ongProvince = alias(provinces, "ong_province");
  const [row] = await db
    .select({ user: users, province: provinces, ongProvince })
    .from(users)
    .leftJoin(provinces, eq(provinces.id, users.provinceId))
    .leftJoin(ongProvince, eq(ongProvince.id, users.ongProvinceId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, province } = row;
  return {
    ...userTypeView(user, row.ongProvince ? { id: String(row.ongProvince.id), name: row.ongProvince.name } : null),
    name: user.name,
    lastName: user.lastName,
    birthday: user.birthday,
    gender: user.gender,
    province: province ? { id: String(province.id), name: province.name } : null,
    notices: user.notices,
    profilePhoto: user.profilePhoto,
  };
}

/**
 * Saves the personal data and, when given, a new photo (re-encoded; the old file is deleted once the
 * row points at the new one). Every field and the file are checked before anything is written.
 */
export async function updateProfile(
  db: Db,
  storage: Storage | undefined,
  userId: string,
  input: unknown,
  image: Upload | null,
): Promise<Profile> {
  const parsed = ProfileInput.safeParse(input);
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  const bytes = image && image.size > 0 ? await readImage(image, fields) : null;
  if (parsed.success && !(await provinceExists(db, parsed.data.provinceId))) fields.provinceId = "settings.validation.provinceUnknown";
  if (!parsed.success || Object.keys(fields).length > 0) throw new DomainError("VALIDATION", { fields });
  const data = parsed.data;

  const store = storage ? createImageStore(storage) : null;
  if (bytes && !store) throw new Error("uploads are not configured (storage)");
  const photo = bytes && store ? await store.saveProfilePhoto(await reencode(bytes)) : null;
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      // Locked so that two saves at once cannot both delete the same old file and leave one behind.
      const [row] = await tx.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, userId)).for("update");
      if (!row) throw new DomainError("UPDATE_FAILED");
      const keep = photo ?? (data.removePhoto ? null : row.photo);
      await tx
        .update(users)
        .set({
          name: data.name,
          lastName: data.lastName,
          birthday: data.birthday,
          gender: data.gender,
          provinceId: Number(data.provinceId),
          notices: data.notices,
          profilePhoto: keep,
        })
        .where(eq(users.id, userId));
      return keep === row.photo ? null : row.photo;
    });
  } catch (error) {
    await store?.remove(photo);
    throw error;
  }
  await store?.remove(previous);
  const profile = await profileOf(db, userId);
  if (!profile) throw new DomainError("UPDATE_FAILED");
  return profile;
}

/** Sets the birthday of an account that has none (accounts made through a social provider). */
export async function saveBirthdate(db: Db, userId: string, input: unknown): Promise<void> {
  const data = parseOrThrow(SaveBirthdateInput, input);
  const updated = await db
    .update(users)
    .set({ birthday: data.birthday })
    .where(and(eq(users.id, userId), isNull(users.birthday)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new DomainError("BIRTHDATE_SET", { status: 409 });
}

/**
 * Deletes the account in one transaction: each domain's own step (account-deletion.ts), then the user row
 * and with it (ON DELETE CASCADE) sessions, roles, licences, programmes, linked accounts and emailed
 * tokens. The photo's removal is queued in the same transaction (the storage-delete job), as every step
 * queues its files': the worker removes them once the deletion has committed, and retries until it has.
 */
export async function deleteAccount(db: Db, userId: string, input: unknown): Promise<void> {
  parseOrThrow(DeleteAccountInput, input);
  await db.transaction(async (tx) => {
    // Locked, so that every step and the delete see the same account.
    const [account] = await tx
      .select({ id: users.id, email: users.email, photo: users.profilePhoto })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) throw new DomainError("DELETE_FAILED");
    for (const step of ACCOUNT_DELETION_STEPS) await step(tx, account);
    const photoKey = account.photo ? profilePhotoKeyOf(account.photo) : null;
    if (photoKey) await enqueue(tx, "storage-delete", { keys: [photoKey] });
    await tx.delete(users).where(eq(users.id, userId));
  });
  logger.info({ userId }, "account deleted");
}

async function provinceExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, Number(id)))
    .limit(1);
  return !!row;
}

/** The upload's bytes when its size and content type are acceptable; otherwise its field message. */
async function readImage(image: Upload, fields: Record<string, string>): Promise<Uint8Array | null> {
  // The size first, so an oversized upload is neither copied nor decoded.
  if (image.size > UPLOAD_MAX_BYTES) {
    fields.image = "settings.validation.imageTooLarge";
    return null;
  }
  const bytes = new Uint8Array(await image.arrayBuffer());
  if (!(await detectImageType(bytes))) {
    fields.image = "settings.validation.imageInvalid";
    return null;
  }
  return bytes;
}

async function reencode(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await toWebp(bytes, PROFILE_PHOTO_MAX_SIDE);
  } catch (error) {
    if (error instanceof InvalidImage) throw new DomainError("VALIDATION", { fields: { image: "settings.validation.imageInvalid" } });
    throw error;
  }
}
