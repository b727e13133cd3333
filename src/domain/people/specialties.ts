/** Spec §3: the 25 dentist specialties offered at registration. */
export const dentistSpecialties = [
  'Acupuntura',
  'Cirurgia e Traumatologia Bucomaxilofacial',
  'Clínico Geral',
  'Dentística',
  'Disfunção Temporomandibular e Dor Orofacial',
  'Endodontia',
  'Estomatologia',
  'Harmonização Orofacial',
  'Homeopatia',
  'Implantodontia',
  'Odontogeriatria',
  'Odontologia do Esporte',
  'Odontologia do Trabalho',
  'Odontologia Hospitalar',
  'Odontologia Legal',
  'Odontologia para Pacientes com Necessidades Especiais',
  'Odontopediatria',
  'Ortodontia',
  'Ortopedia Funcional dos Maxilares',
  'Patologia Oral e Maxilofacial',
  'Periodontia',
  'Prótese Bucomaxilofacial',
  'Prótese Dentária',
  'Radiologia',
  'Saúde Coletiva',
] as const;

export type DentistSpecialty = (typeof dentistSpecialties)[number];

export const isDentistSpecialty = (s: string): s is DentistSpecialty => (dentistSpecialties as readonly string[]).includes(s);
