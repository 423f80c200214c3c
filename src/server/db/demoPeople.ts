// The demo's staff beyond the three documented logins: Russian names, varied partners and statuses.

/** Password of the other active demo users. */
export const DEMO_STAFF_PASSWORD = 'Demo12345';

export type DemoPartner = 'platform' | 'tires' | 'tow';

export interface DemoPerson {
  lastName: string;
  firstName: string;
  middleName: string;
  email: string;
  partner: DemoPartner;
  status: 'active' | 'invited' | 'blocked';
}

const p = (
  lastName: string,
  firstName: string,
  middleName: string,
  email: string,
  partner: DemoPartner,
  status: DemoPerson['status'] = 'active',
): DemoPerson => ({
  lastName,
  firstName,
  middleName,
  email,
  partner,
  status,
});

export const DEMO_PEOPLE: DemoPerson[] = [
  p('Иванов', 'Сергей', 'Петрович', 'ivanov.s@demo.ru', 'platform'),
  p('Смирнова', 'Анна', 'Викторовна', 'smirnova.a@demo.ru', 'platform'),
  p('Кузнецов', 'Дмитрий', 'Алексеевич', 'kuznetsov.d@demo.ru', 'platform'),
  p('Попова', 'Елена', 'Сергеевна', 'popova.e@demo.ru', 'platform', 'invited'),
  p('Васильев', 'Андрей', 'Николаевич', 'vasiliev.a@demo.ru', 'platform'),
  p('Соколова', 'Мария', 'Игоревна', 'sokolova.m@demo.ru', 'platform', 'blocked'),
  p('Михайлов', 'Алексей', 'Владимирович', 'mikhailov.a@demo.ru', 'platform'),
  p('Новикова', 'Ольга', 'Дмитриевна', 'novikova.o@demo.ru', 'platform'),
  p('Фёдоров', 'Игорь', 'Сергеевич', 'fedorov.i@demo.ru', 'tires'),
  p('Морозова', 'Татьяна', 'Александровна', 'morozova.t@demo.ru', 'tires'),
  p('Волков', 'Николай', 'Иванович', 'volkov.n@demo.ru', 'tires', 'invited'),
  p('Алексеева', 'Наталья', 'Павловна', 'alekseeva.n@demo.ru', 'tires'),
  p('Лебедев', 'Павел', 'Олегович', 'lebedev.p@demo.ru', 'tires'),
  p('Семёнова', 'Ирина', 'Юрьевна', 'semenova.i@demo.ru', 'tires', 'invited'),
  p('Егоров', 'Виктор', 'Михайлович', 'egorov.v@demo.ru', 'tires'),
  p('Павлова', 'Светлана', 'Андреевна', 'pavlova.s@demo.ru', 'tow'),
  p('Козлов', 'Михаил', 'Евгеньевич', 'kozlov.m@demo.ru', 'tow'),
  p('Степанова', 'Юлия', 'Романовна', 'stepanova.y@demo.ru', 'tow', 'invited'),
  p('Николаев', 'Артём', 'Денисович', 'nikolaev.a@demo.ru', 'tow'),
  p('Орлова', 'Екатерина', 'Максимовна', 'orlova.e@demo.ru', 'tow', 'blocked'),
  p('Андреев', 'Роман', 'Геннадьевич', 'andreev.r@demo.ru', 'tow'),
  p('Макарова', 'Вера', 'Степановна', 'makarova.v@demo.ru', 'platform'),
  p('Захаров', 'Евгений', 'Борисович', 'zakharov.e@demo.ru', 'tires'),
  p('Зайцева', 'Дарья', 'Кирилловна', 'zaitseva.d@demo.ru', 'platform', 'invited'),
  p('Соловьёв', 'Константин', 'Аркадьевич', 'soloviev.k@demo.ru', 'tow'),
];
