import {
  city,
  companyName,
  consent,
  department,
  email,
  employees,
  firstName,
  firstNameKana,
  honeypot,
  industry,
  jobTitle,
  lastName,
  lastNameKana,
  phone,
  postalCode,
  prefecture,
  startedAt,
  street,
  trackingValue,
} from "./fields";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "./hiddenFields";

// Field groups that the form schemas are composed from.

export const personFields = {
  companyName,
  department,
  jobTitle,
  lastName,
  firstName,
  lastNameKana,
  firstNameKana,
  email,
  phone,
};

export const addressFields = { postalCode, prefecture, city, street };

export const businessFields = { industry, employees };

export const trackingFields = {
  utm_source: trackingValue,
  utm_medium: trackingValue,
  utm_campaign: trackingValue,
  utm_term: trackingValue,
  utm_content: trackingValue,
  referrer: trackingValue,
  landing_page: trackingValue,
};

/** Fields every form carries: consent, tracking and the spam guards. */
export const commonFields = {
  consent,
  ...trackingFields,
  [HONEYPOT_FIELD]: honeypot,
  [STARTED_AT_FIELD]: startedAt,
} as const;
