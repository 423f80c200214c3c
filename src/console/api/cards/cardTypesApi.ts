import type { CardTypePosition, ServicePositionChoice } from '../../../shared/schemas/cards/cardTypePositions';
import type { CardType, CardTypeBody } from '../../../shared/schemas/cards/cardTypes';
import { http } from '../httpClient';

// The card types screen: /service_cards/types (list, add, change, delete softly, restore) and a card type's
// positions (/service_cards/types/service_positions). freeCount travels as the API keeps it (-1: none); the form
// maps it with shared/cardFreeCount.ts.

export async function fetchCardTypes(showDeleted: boolean): Promise<CardType[]> {
  return (await http.get<CardType[]>('/service_cards/types', { params: { showDeleted } })).data;
}
export async function createCardType(body: CardTypeBody): Promise<CardType> {
  return (await http.post<CardType>('/service_cards/types', body)).data;
}
export async function updateCardType(id: number, body: CardTypeBody): Promise<CardType> {
  return (await http.put<CardType>(`/service_cards/types/${id}`, body)).data;
}
export async function deleteCardType(id: number): Promise<CardType> {
  return (await http.delete<CardType>(`/service_cards/types/${id}`)).data;
}
export async function restoreCardType(id: number): Promise<CardType> {
  return (await http.post<CardType>(`/service_cards/types/${id}`)).data;
}

const POSITIONS = '/service_cards/types/service_positions';

export async function fetchCardTypePositions(cardTypeId: number, showDeleted: boolean): Promise<CardTypePosition[]> {
  return (await http.get<CardTypePosition[]>(POSITIONS, { params: { cardTypeId, showDeleted } })).data;
}
export async function createCardTypePosition(body: {
  cardTypeId: number;
  servicePositionId: number;
  freeCount: number;
}): Promise<CardTypePosition> {
  return (await http.post<CardTypePosition>(POSITIONS, body)).data;
}
/** The id travels in the body. */
export async function updateCardTypePosition(body: {
  id: number;
  servicePositionId: number;
  freeCount: number;
}): Promise<CardTypePosition> {
  return (await http.put<CardTypePosition>(POSITIONS, body)).data;
}
export async function deleteCardTypePosition(id: number): Promise<CardTypePosition> {
  return (await http.delete<CardTypePosition>(`${POSITIONS}/${id}`)).data;
}
export async function restoreCardTypePosition(id: number): Promise<CardTypePosition> {
  return (await http.post<CardTypePosition>(`${POSITIONS}/${id}`)).data;
}

/** Every service position (service and nomenclature position), for the position select. */
export async function fetchServicePositionChoices(): Promise<ServicePositionChoice[]> {
  return (await http.get<ServicePositionChoice[]>('/service_cards/service_position_choices')).data;
}
