// npm run bench: prescription validations per second on generated forms (fast-check), half
// valid and half with required answers blanked: the domain rule alone, and the server's path
// (JSON text decoded with the io-ts codec, then validated). Figures only.
import fc from 'fast-check';
import { PrescriptionForm } from '../../src/domain/prescription/prescription';
import { validPrescription } from '../../src/domain/prescription/prescription.arbitrary';
import { validatePrescription } from '../../src/domain/prescription/prescription-rules';

const valid = fc.sample(validPrescription, { numRuns: Number(process.env.BENCH_FORMS ?? 5_000), seed: 42 });
const broken = valid.map((form, i): PrescriptionForm => ({ ...form, complaint: i % 2 === 0 ? '' : form.complaint, characteristics: i % 3 === 0 ? [] : form.characteristics }));
const forms = [...valid, ...broken];
const texts = forms.map((f) => JSON.stringify(f));

// Results are added up so the engine cannot skip the work.
let sink = 0;
const rate = (name: string, run: (i: number) => unknown) => {
  for (let i = 0; i < forms.length; i++) run(i); // warm-up
  const rounds = 20;
  const started = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (let i = 0; i < forms.length; i++) sink += run(i) ? 1 : 0;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const perSecond = (rounds * forms.length) / seconds;
  console.log(`${name.padEnd(44)} ${Math.round(perSecond).toLocaleString('en-US').padStart(10)} /s  (${(1e6 / perSecond).toFixed(1)} µs each)`);
  return perSecond;
};

console.log(`prescription validation, ${forms.length} generated forms (half with blanked answers)`);
const domain = rate('validatePrescription (domain rule)', (i) => Object.keys(validatePrescription(forms[i]!, null)).length);
const server = rate('JSON.parse + io-ts decode + validate (server)', (i) => {
  const decoded = PrescriptionForm.decode(JSON.parse(texts[i]!));
  return decoded._tag === 'Right' && Object.keys(validatePrescription(decoded.right, null)).length;
});
console.log(`server path / domain rule: ${((server / domain) * 100).toFixed(0)}% (${sink} forms checked)`);
