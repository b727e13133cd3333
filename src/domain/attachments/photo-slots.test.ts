import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AttachmentKind } from './file-acceptance';
import { photoKinds } from './scan-preview';
import { photoSlotsFor } from './photo-slots';
import { emptyDraft, reduceDraft } from '../order/draft-order';

const kinds = Object.keys(AttachmentKind.keys) as AttachmentKind[];
const photo = fc.constantFrom(...photoKinds);

describe('photos dropped together', () => {
  it('go to the empty photo slots only, each to its own, in the wizard’s order, as many as there are', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...kinds)), fc.nat({ max: 12 }), (occupied, count) => {
        const slots = photoSlotsFor(occupied, count);
        const empty = photoKinds.filter((k) => !occupied.includes(k));
        expect(slots).toHaveLength(Math.min(count, empty.length));
        expect(new Set(slots).size).toBe(slots.length);
        for (const slot of slots) expect(occupied).not.toContain(slot);
        // In order: the first empty slots, none skipped.
        expect(slots).toEqual(empty.slice(0, slots.length));
      }),
    );
  });
});

describe('a photo moved to another slot', () => {
  // A draft whose photo slots hold some photos, one per slot.
  const withPhotos = fc
    .uniqueArray(photo, { minLength: 1 })
    .map((types) => types.reduce((d, type, i) => reduceDraft(d, { type: 'attachmentAdded', attachment: { attachmentId: `p${i}`, type, name: `p${i}.jpg`, size: 1 } }), emptyDraft));

  it('takes the slot, and the photo that was there takes its old one: nothing lost, each slot one photo', () => {
    fc.assert(
      fc.property(withPhotos, photo, fc.nat(), (draft, to, pick) => {
        const moving = draft.attachments[pick % draft.attachments.length]!;
        const before = draft.attachments.find((a) => a.type === to);
        const after = reduceDraft(draft, { type: 'attachmentMoved', attachmentId: moving.attachmentId, to }).attachments;
        expect(after.map((a) => a.attachmentId).sort()).toEqual(draft.attachments.map((a) => a.attachmentId).sort());
        expect(new Set(after.map((a) => a.type)).size).toBe(after.length);
        expect(after.find((a) => a.attachmentId === moving.attachmentId)!.type).toBe(to);
        if (before && before.attachmentId !== moving.attachmentId) expect(after.find((a) => a.attachmentId === before.attachmentId)!.type).toBe(moving.type);
      }),
    );
  });

  it('never leaves the photos: a model, an X-ray or another file stays where it is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...kinds.filter((k) => !photoKinds.includes(k))), photo, fc.boolean(), (other, target, fromOther) => {
        const draft = reduceDraft(
          reduceDraft({ ...emptyDraft, shippingMethod: 'UPLOAD' }, { type: 'attachmentAdded', attachment: { attachmentId: 'o', type: other, name: 'o', size: 1 } }),
          {
            type: 'attachmentAdded',
            attachment: { attachmentId: 'p', type: target, name: 'p.jpg', size: 1 },
          },
        );
        const moved = fromOther
          ? reduceDraft(draft, { type: 'attachmentMoved', attachmentId: 'o', to: target })
          : reduceDraft(draft, { type: 'attachmentMoved', attachmentId: 'p', to: other });
        expect(moved).toBe(draft);
      }),
    );
  });
});
