import * as E from 'fp-ts/Either';
import { attachmentKindLabels, displayFileName } from '../../domain/attachments/file-acceptance';
import { formatFileSize } from '../../domain/format/file-size';
import { formatCep } from '../../domain/format/mask';
import { formatCnpj, formatCpf, formatDocument } from '../../domain/people/document';
import { formatInstantBrDateTime, isoDateToBr } from '../../domain/format/date';
import { arcadesLabel, caseTypeLabels, ModelProvideType, modelProvideTypeLabel, ProductCategory, productCategoryLabel } from '../../domain/order/order-labels';
import { OrderStatus, statusLabel } from '../../domain/order/order-status';
import { alignerProductLabels, thicknessLabels } from '../../domain/order/products';
import { genderLabels } from '../../domain/people/person';
import { consentDocumentTitles } from '../../domain/people/consent';
import { deliveryOf, mailDeliveryLabels, mailNotificationKinds, mailNotificationLabels } from '../../domain/mail/mail-notifications';
import { hasClinicalPreferences, preferenceSections } from '../../domain/prescription/clinical-preferences';
import { PrescriptionForm } from '../../domain/prescription/prescription';
import { prescriptionAnswers } from '../../domain/prescription/prescription-answers';
import type { DentistDataRows } from './data-export.repository';

type Entry = Readonly<Record<string, unknown>>;

const aboutThisFile =
  'Dados que o portal CA Alinhadores guarda sobre você e seus pacientes (LGPD, art. 18). Datas e horários estão no horário de Brasília (dd/MM/aaaa HH:mm) e, ao lado, no formato ISO 8601, para programas que as leiam.';

const bonusOrigins: Readonly<Record<string, string>> = { DENTIST: 'Saldo da carteira', KOLS: 'Saldo KOL', PATIENT: 'Bônus de refinamento do paciente' };
const bonusProducts: Readonly<Record<string, string>> = { ALINHADORES: 'Etapas de alinhadores', PLACA_CONTENCAO: 'Placas de contenção' };
const bonusStates: Readonly<Record<string, string>> = { RESERVED: 'Reservado até a aprovação', CONFIRMED: 'Confirmado' };
const surveyTypes: Readonly<Record<string, string>> = { POST_PURCHASE: 'Pesquisa sobre o portal', PLANNING: 'Avaliação do planejamento' };

const yesNo = (value: boolean): string => (value ? 'Sim' : 'Não');
/** A code the person would not understand is left out rather than shown. */
const labelOf = (labels: Readonly<Record<string, string>>, code: string | null): string | undefined => (code === null ? undefined : labels[code]);

/** "Criado em" in Brasília time, and "Criado em (ISO 8601)" beside it. */
const instant = (key: string, at: Date | null): Entry => (at ? { [key]: formatInstantBrDateTime(at.toISOString()), [`${key} (ISO 8601)`]: at.toISOString() } : {});
const day = (key: string, iso: string | null): Entry => (iso ? { [key]: isoDateToBr(iso), [`${key} (ISO 8601)`]: iso } : {});

/** Leaves out what is empty: a blank or missing value tells the reader nothing. */
const compact = (entry: Entry): Entry => Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== null && v !== undefined && v !== ''));

const status = (code: string | null): string | undefined => (code !== null && OrderStatus.is(code) ? statusLabel(code) : undefined);

const prescription = (json: string | null) => {
  if (!json) return undefined;
  const form = PrescriptionForm.decode(JSON.parse(json));
  return E.isRight(form) ? prescriptionAnswers(form.right).map((s) => ({ Seção: `${s.n}. ${s.title}`, Respostas: s.lines })) : undefined;
};

const order = (o: DentistDataRows['orders'][number]): Entry =>
  compact({
    'Número do caso': o.case_number,
    Situação: status(o.status),
    Paciente: `${o.first_name} ${o.last_name}`,
    Produto: ProductCategory.is(o.product_category) ? productCategoryLabel(o.product_category) : undefined,
    'Tipo de caso': labelOf(caseTypeLabels, o.case_type),
    Arcadas: arcadesLabel(o.arcade_superior, o.arcade_inferior),
    Alinhador: labelOf(alignerProductLabels, o.item),
    Espessura: labelOf(thicknessLabels, o.thickness),
    'Envio dos modelos': ModelProvideType.is(o.model_provide_type) ? modelProvideTypeLabel(o.model_provide_type) : undefined,
    'Link dos modelos': o.model_url,
    'Informações adicionais': o.contention_additional_info,
    ...day('Previsão de aprovação', o.forecast_approval_date),
    ...instant('Criado em', o.created_at),
    'Ficha de prescrição': prescription(o.prescription_form),
    Histórico: o.statusHistory.map((h) => compact({ De: status(h.from_status), Para: status(h.to_status), Motivo: h.reason, ...instant('Em', h.changed_at) })),
    Arquivos: o.files.map((f) =>
      compact({
        Tipo: labelOf(attachmentKindLabels, f.type),
        Nome: displayFileName(f.name),
        Tamanho: formatFileSize(f.size),
        'Tamanho em bytes': f.size,
        ...instant('Enviado em', f.created_at),
      }),
    ),
    Planejamentos: o.plannings.map((p) =>
      compact({
        Número: p.number,
        Atual: yesNo(p.is_current),
        Comentário: p.comment,
        'Etapas do saldo da carteira': p.bonus_dentist,
        'Etapas do saldo KOL': p.bonus_kol,
        'Etapas do bônus de refinamento': p.bonus_patient,
        ...instant('Criado em', p.created_at),
        ...instant('Visualizado no navegador em', p.web_viewed_at),
        ...instant('Arquivo aberto em', p.file_viewed_at),
      }),
    ),
    Pagamento: o.payment ? compact({ Condição: o.payment.name, Parcelas: o.payment.installments }) : undefined,
    Mensagens: o.messages.map((m) => compact({ Assunto: m.type, Mensagem: m.message, ...instant('Enviada em', m.created_at) })),
  });

/** LGPD: the dentist's data as a person reads it: Portuguese names, labels, dates as on screen. */
export const readableExport = (rows: DentistDataRows, now: Date): Entry => {
  const { user } = rows;
  return {
    'Sobre este arquivo': aboutThisFile,
    ...instant('Exportado em', now),
    Dentista: compact({
      Nome: user.name,
      'E-mail': user.email,
      'CPF ou CNPJ': user.document && formatDocument(user.document),
      CRO: user.cro_number,
      'UF do CRO': user.cro_state,
      Telefone: user.phone,
      Especialidade: user.specialty,
      Clínica: user.clinic_name,
      Gênero: labelOf(genderLabels, user.gender),
      Credenciado: yesNo(user.accredited),
      'Código Onyx': user.onyx_code,
      ...instant('Cadastrado em', user.created_at),
    }),
    Endereços: rows.addresses.map((a) =>
      compact({
        'Comprar como': a.cnpj ? 'Pessoa jurídica (CNPJ)' : 'Pessoa física (CPF)',
        'Nome completo': a.full_name,
        'Razão social': a.company_name,
        'Nome fantasia': a.business_name,
        CPF: a.cpf && formatCpf(a.cpf),
        CNPJ: a.cnpj && formatCnpj(a.cnpj),
        'Inscrição estadual': a.state_registration,
        'Isento de inscrição estadual': a.cnpj ? yesNo(a.exempt_state_registration) : undefined,
        'Inscrição municipal': a.municipal_registration,
        'Optante pelo Simples Nacional': a.cnpj ? yesNo(a.is_simple_taxpayer) : undefined,
        'É uma clínica odontológica': yesNo(a.is_dental_clinic),
        CEP: formatCep(a.cep),
        Rua: a.street,
        Número: a.number,
        Complemento: a.complement,
        Bairro: a.neighborhood,
        Cidade: a.city,
        UF: a.state,
        Telefone: a.phone,
        'Telefone é WhatsApp': yesNo(a.is_phone_whatsapp),
        'E-mail': a.email,
        'Usado para entrega': yesNo(a.is_shipping),
        'Usado para cobrança': yesNo(a.is_billing),
        ...instant('Cadastrado em', a.created_at),
        ...instant('Excluído em', a.deleted_at),
      }),
    ),
    Pacientes: rows.patients.map((p) =>
      compact({
        Nome: p.first_name,
        Sobrenome: p.last_name,
        CPF: p.cpf && formatCpf(p.cpf),
        Gênero: labelOf(genderLabels, p.gender),
        ...instant('Cadastrado em', p.created_at),
        ...instant('Excluído em', p.deleted_at),
      }),
    ),
    Pedidos: rows.orders.map(order),
    'Saldo bonificado': rows.ledger.map((l) =>
      compact({
        Origem: labelOf(bonusOrigins, l.origin),
        Produto: labelOf(bonusProducts, l.product),
        Movimento: l.steps > 0 ? `Crédito de ${l.steps}` : `Uso de ${-l.steps}`,
        Situação: labelOf(bonusStates, l.status),
        'Número do caso': l.case_number,
        ...instant('Em', l.created_at),
      }),
    ),
    Pesquisas: rows.surveys.map((s) =>
      compact({
        Pesquisa: labelOf(surveyTypes, s.type),
        Respostas: (JSON.parse(s.answers) as { question: string; score?: number | null; answer?: string }[]).map((a) =>
          compact({ Pergunta: a.question, Nota: a.score, Resposta: a.answer }),
        ),
        ...instant('Respondida em', s.created_at),
      }),
    ),
    'Termos aceitos': rows.consents.map((c) => ({ Documento: consentDocumentTitles[c.document], Versão: isoDateToBr(c.version), ...instant('Aceito em', c.accepted_at) })),
    'Notificações por e-mail': mailNotificationKinds.map((k) => ({ Novidade: mailNotificationLabels[k], Envio: mailDeliveryLabels[deliveryOf(rows.mailChoices, k)] })),
    'Preferências clínicas': hasClinicalPreferences(rows.clinical) ? preferenceSections(rows.clinical).map((s) => ({ Seção: s.title, Resposta: s.lines.join('; ') })) : [],
  };
};
