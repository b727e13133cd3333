import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { sendToSlot } from './send-to-slot';

const file = (name: string, type = ''): PickedFile => ({ name, size: 10, type, blob: new Blob(['x']) });

describe('sending a file to a slot', () => {
  it('refuses a file the slot does not take before sending, naming the slot and the file', async () => {
    const sent: string[] = [];
    const uploads: Pick<UploadsGateway, 'upload'> = { upload: async (_k, f) => (sent.push(f.name), E.right({ id: 'a', name: f.name, size: 10 }) as never) };
    expect(await sendToSlot(uploads, 'MODEL_SUPERIOR', file('arcada.pdf'), () => undefined)).toEqual(
      E.left('Modelo superior (arcada.pdf): Tipo de arquivo não aceito. Envie um destes: STL, PLY.'),
    );
    expect(sent).toEqual([]);
    expect(E.isRight(await sendToSlot(uploads, 'MODEL_SUPERIOR', file('arcada.stl', 'application/octet-stream'), () => undefined))).toBe(true);
    expect(sent).toEqual(['arcada.stl']);
  });

  it('names the slot and the file when the server refuses it', async () => {
    const uploads: Pick<UploadsGateway, 'upload'> = {
      upload: async () => E.left({ _tag: 'BadStatus', status: 422, message: 'O conteúdo do arquivo não corresponde à extensão. Verifique o arquivo e envie novamente.' }),
    };
    expect(await sendToSlot(uploads, 'X_RAY', file('panoramica.jpg'), () => undefined)).toEqual(
      E.left('Radiografia (panoramica.jpg): O conteúdo do arquivo não corresponde à extensão. Verifique o arquivo e envie novamente.'),
    );
  });

  it('says an empty file is empty before sending anything', async () => {
    const sent: string[] = [];
    const uploads: Pick<UploadsGateway, 'upload'> = { upload: async (_k, f) => (sent.push(f.name), E.right({ id: 'a', name: f.name, size: 0 }) as never) };
    expect(await sendToSlot(uploads, 'X_RAY', { ...file('vazio.png', 'image/png'), size: 0 }, () => undefined)).toEqual(E.left('Radiografia (vazio.png): O arquivo está vazio.'));
    expect(sent).toEqual([]);
  });
});
