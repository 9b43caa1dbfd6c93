import { eq } from 'drizzle-orm';
import { uploadedPhotoFiles } from '../db/schema';
import type { Executor } from '../db/transaction';

export interface PhotoFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** Renditions of uploaded photos: written once under a content hash, then only read. */
export function createUploadedPhotosRepository(db: Executor) {
  return {
    async save(files: readonly PhotoFile[]): Promise<void> {
      if (files.length === 0) return;
      await db
        .insert(uploadedPhotoFiles)
        .values(files.map((file) => ({ ...file, size: file.bytes.length })))
        .onConflictDoNothing();
    },

    async find(name: string): Promise<PhotoFile | null> {
      const [row] = await db
        .select({
          name: uploadedPhotoFiles.name,
          contentType: uploadedPhotoFiles.contentType,
          bytes: uploadedPhotoFiles.bytes,
        })
        .from(uploadedPhotoFiles)
        .where(eq(uploadedPhotoFiles.name, name));
      return row ?? null;
    },
  };
}

export type UploadedPhotosRepository = ReturnType<typeof createUploadedPhotosRepository>;
