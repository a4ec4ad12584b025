import { describe, expect, it } from 'vitest';
import { catalogServicesQueryOf } from '../src/pages/catalog/catalog-list';
import { moved } from '../src/pages/catalog/moved';
import { newField, withType, withValidation } from '../src/pages/catalog/service/field-definition';
import { draftOf, inputOf } from '../src/pages/catalog/service/service-draft';
import { draftProblems, errorsUnder } from '../src/pages/catalog/service/service-problems';

const CATEGORY = '00000000-0000-4000-8000-000000001f41';

const filled = () => ({
  ...draftOf(),
  title: 'GST Registration',
  slug: 'gst-registration',
  price: '2999',
  mrp: '3999',
  categoryIds: [CATEGORY],
  tags: 'gst, tax, gst',
});

describe('the service draft', () => {
  it('becomes the contract body: whole rupees, distinct trimmed tags, no empty SAC code or button text', () => {
    expect(inputOf(filled())).toMatchObject({
      price: 2999,
      mrp: 3999,
      turnaroundDays: 15,
      tags: ['gst', 'tax'],
      submitLabel: null,
    });
    expect(inputOf(filled())).not.toHaveProperty('sacCode');
    expect(draftProblems(filled())).toEqual({});
  });

  it('finds what the server would refuse, under the paths its 422 uses', () => {
    const problems = draftProblems({
      ...filled(),
      slug: 'search',
      mrp: '1999',
      turnaroundDays: '0',
      sacCode: '12',
      categoryIds: [],
      faqs: [{ q: ' ', a: 'Yes' }],
      fields: [
        { name: '1st', label: 'First', type: 'text', required: false },
        { name: 'state', label: 'State', type: 'dropdown', required: true, options: [] },
      ],
    });
    expect(problems).toEqual({
      slug: '"search" is reserved by the API\'s paths',
      mrp: 'MRP must not be lower than the price',
      turnaroundDays: 'Enter 1 to 365 working days',
      sacCode: 'A SAC code has 4 to 8 digits',
      categoryIds: 'Choose at least one category',
      'faqs[0].q': 'Please enter the question',
      'fields[0].name': 'Start with a letter; then letters, digits or _',
      'fields[1].options': 'a dropdown needs options',
    });
    expect(errorsUnder(problems, 'fields[1]')).toEqual({ '.options': 'a dropdown needs options' });
    expect(draftProblems({ ...filled(), price: '12.5' }).price).toBe('Enter the price in whole rupees');
  });

  it('moves list entries within bounds', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('a field definition', () => {
  it('keeps only what applies when its type changes', () => {
    const text = withValidation(
      { name: 'note', label: 'Note', type: 'text', required: false, placeholder: 'Say more' },
      'maxChars',
      200,
    );
    expect(withType(text, 'textarea')).toEqual({ ...text, type: 'textarea' });
    expect(withType(text, 'file')).toEqual({ name: 'note', label: 'Note', type: 'file', required: false });
    expect(withType(text, 'dropdown')).toEqual({
      name: 'note',
      label: 'Note',
      type: 'dropdown',
      required: false,
      placeholder: 'Say more',
      options: [],
    });
  });

  it('leaves an emptied rule (and an empty rule set) out', () => {
    const field = withValidation({ name: 'n', label: 'N', type: 'number', required: true }, 'minValue', 1);
    expect(field.validations).toEqual({ minValue: 1 });
    expect(withValidation(field, 'minValue', undefined)).not.toHaveProperty('validations');
  });

  it('is named apart from the fields already there', () => {
    expect(newField(['field1', 'field2']).name).toBe('field3');
    expect(newField(['field2']).name).toBe('field3');
  });
});

describe('the catalog address', () => {
  it('asks for the search, status, category and page, and drops what the API would refuse', () => {
    expect(catalogServicesQueryOf({ q: 'gst', status: 'draft', category: CATEGORY }, 2)).toEqual({
      q: 'gst',
      status: 'draft',
      categoryId: CATEGORY,
      page: 2,
      limit: 50,
    });
    expect(catalogServicesQueryOf({ status: 'live', category: 'nope' }, 1)).toEqual({ page: 1, limit: 50 });
  });
});
