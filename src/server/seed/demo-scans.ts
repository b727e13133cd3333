import { Readable } from 'node:stream';
import type { Db } from '../db/database';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { linkFile } from '../uploads/order-files.repository';
import { recordUpload } from '../uploads/record-upload';
import sharp from 'sharp';
import { seedDemoComments, seedDemoStages } from './demo-stages';

/**
 * A plausible dental arch for the demo: a tube bent into a U with a bump per tooth, wider at
 * the molars, the teeth pointing up (upper arch) or down (lower). Binary STL.
 */
export const demoArchStl = (arch: 'upper' | 'lower'): Buffer => {
  const along = 280;
  const around = 28;
  const side = arch === 'upper' ? 1 : -1;
  const point = (b: number, a: number): [number, number, number] => {
    const u = (b / along) * Math.PI;
    const v = (a / around) * 2 * Math.PI;
    // Seven teeth a side; molars (the U's ends) larger than incisors (its middle).
    const tooth = 3.2 + 1.6 * Math.abs(Math.cos(u)) + 1.1 * Math.abs(Math.sin(7 * u));
    const curve: [number, number] = [24 * Math.cos(u), 30 * Math.sin(u) ** 1.4];
    const radial = 1 + (tooth / 26) * Math.cos(v);
    return [curve[0] * radial, side * (6 + tooth * Math.sin(v) * (Math.sin(v) > 0 ? 1 : 0.4)), curve[1] * radial];
  };
  const triangles: [number, number, number][][] = [];
  for (let b = 0; b < along; b++) {
    for (let a = 0; a < around; a++) {
      // The lower arch is the upper mirrored: its corners go the other way round to face out.
      const [p, q] = side > 0 ? [point(b + 1, a), point(b, a + 1)] : [point(b, a + 1), point(b + 1, a)];
      const [r, t] = side > 0 ? [point(b + 1, a), point(b + 1, a + 1)] : [point(b + 1, a + 1), point(b + 1, a)];
      triangles.push([point(b, a), p, q], [point(b, a + 1), r, t]);
    }
  }
  const out = Buffer.alloc(84 + triangles.length * 50);
  out.write('demonstracao', 0, 'ascii');
  out.writeUInt32LE(triangles.length, 80);
  triangles.forEach((corners, i) => corners.forEach((corner, k) => corner.forEach((c, j) => out.writeFloatLE(c, 84 + i * 50 + 12 + k * 12 + j * 4))));
  return out;
};

/** A drawn face for the demo's photo slots (no real patient's): in profile, from the front, smiling. */
const demoFaceSvg = (pose: 'side' | 'front' | 'smile'): string => {
  const face =
    pose === 'side'
      ? '<path d="M330 170 C 430 170 470 260 460 330 C 500 360 500 380 465 395 C 470 450 440 520 360 540 L 300 540 L 290 170 Z" fill="#e8b89a"/>'
      : '<ellipse cx="400" cy="350" rx="150" ry="190" fill="#e8b89a"/><circle cx="345" cy="310" r="14" fill="#4a3b35"/><circle cx="455" cy="310" r="14" fill="#4a3b35"/>';
  const mouth =
    pose === 'smile'
      ? '<path d="M335 430 Q 400 500 465 430 Z" fill="#fff" stroke="#9a4b43" stroke-width="8"/>'
      : pose === 'front'
        ? '<path d="M350 445 Q 400 460 450 445" fill="none" stroke="#9a4b43" stroke-width="8"/>'
        : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#dfe9ec"/><ellipse cx="400" cy="190" rx="170" ry="90" fill="#5b4034"/>${face}${mouth}</svg>`;
};

/** The demo dentist's plannings waiting for approval come with their arches scanned and the face photos. */
export const seedDemoScans = async (db: Db, storage: AttachmentStorage, now: Date, newId: () => string): Promise<void> => {
  const orders = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.dentist_id')
    .select(['orders.id', 'orders.dentist_id', 'orders.arcade_superior', 'orders.arcade_inferior'])
    .where('users.email', '=', 'dentista@demo.com.br')
    .where('orders.status', '=', 'WAITING_FOR_APPROVAL')
    .execute();
  for (const order of orders) {
    // An order of one arch carries that arch's model only.
    const arches = [
      ['MODEL_SUPERIOR', 'upper', 'arcada-superior', order.arcade_superior],
      ['MODEL_INFERIOR', 'lower', 'arcada-inferior', order.arcade_inferior],
    ] as const;
    for (const [kind, arch, name] of arches.filter((a) => a[3])) {
      const id = newId();
      const bytes = demoArchStl(arch);
      const storageKey = `${now.toISOString().slice(0, 7)}/${id}.stl`;
      await storage.write(storageKey, Readable.from([bytes]));
      await recordUpload(db, { id, storageKey, ownerId: order.dentist_id, kind, name: `${name}-${id}.stl`, size: bytes.byteLength, contentType: 'model/stl', at: now });
      await db.transaction().execute((trx) => linkFile(trx, order.id, id, kind));
    }
    const photos = [
      ['FACIAL_SIDE', 'side', 'perfil'],
      ['FACIAL_FRONTAL', 'front', 'frontal'],
      ['FACIAL_FRONTAL_SMILING', 'smile', 'sorriso'],
    ] as const;
    for (const [kind, pose, name] of photos) {
      const id = newId();
      const bytes = await sharp(Buffer.from(demoFaceSvg(pose)))
        .jpeg({ quality: 85 })
        .toBuffer();
      const storageKey = `${now.toISOString().slice(0, 7)}/${id}.jpg`;
      await storage.write(storageKey, Readable.from([bytes]));
      await recordUpload(db, { id, storageKey, ownerId: order.dentist_id, kind, name: `${name}-${id}.jpg`, size: bytes.byteLength, contentType: 'image/jpeg', at: now });
      await db.transaction().execute((trx) => linkFile(trx, order.id, id, kind));
    }
  }
};

/** Every file of the demo: the scans and photos, the staged plans of the plannings waiting for approval, and a comment on one. */
export const seedDemoFiles = async (db: Db, storage: AttachmentStorage, now: Date, newId: () => string): Promise<void> => {
  await seedDemoScans(db, storage, now, newId);
  await seedDemoStages(db, storage, now, newId);
  await seedDemoComments(db, newId);
};
