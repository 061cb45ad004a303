import { describe, expect, it } from 'vitest';

import { appointmentPatient, serviceSubtotal } from './pricing';

const ServiceData = {
  id: 1,
  ServiceTitle: 'Lipid Profile',
  ServicePrice: 1200,
  HomeSamplingPrice: 300,
  CommunicationPrice: 500,
};

describe('serviceSubtotal', () => {
  it.each([
    [false, false, 1200],
    [true, false, 1500],
    [false, true, 1700],
    [true, true, 2000],
  ])('home sampling %s, communication %s → %i', (HomeSampling, Communication, expected) => {
    expect(serviceSubtotal({ HomeSampling, Communication, ServiceData })).toBe(expected);
  });
});

describe('appointmentPatient', () => {
  const PatientData = { name: 'Account Holder', contact_number: '0300-1111111', email: 'holder@example.pk' };

  it("takes name and contact from PatientData for PatientType 'Self'", () => {
    expect(appointmentPatient({ PatientType: 'Self', PatientData, name: 'Other', contact: '0300-2222222' })).toEqual({
      name: 'Account Holder',
      contact: '0300-1111111',
      email: 'holder@example.pk',
    });
  });

  it("takes them from the appointment's fields otherwise", () => {
    expect(appointmentPatient({ PatientType: 'Other', PatientData, name: 'Mother', contact: '0300-2222222' })).toEqual({
      name: 'Mother',
      contact: '0300-2222222',
      email: 'holder@example.pk',
    });
  });
});
