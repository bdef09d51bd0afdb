import React, { useState } from 'react'
import { fireEvent, render, screen } from '@testing-library/react'
import { Select } from './fields/Select'
import { Checkbox } from './fields/Checkbox'
import { TextInput } from './fields/TextInput'
import { EmbeddedFormSection } from '../sections/EmbeddedFormSection'

const wrap = (ui: React.ReactElement) => render(ui)

describe('Select', () => {
  it('shows its label as a disabled placeholder, with an asterisk when required', () => {
    wrap(
      <Select
        id="s"
        name="s"
        label="Store"
        required
        value=""
        options={[{ value: 'a', label: 'Alpha' }]}
        onChange={() => {}}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Store' })
    const placeholder = screen.getByRole('option', { name: 'Store *' }) as HTMLOptionElement
    expect(placeholder.disabled).toBe(true)
    expect((select as HTMLSelectElement).value).toBe('')
  })
})

describe('Checkbox', () => {
  it('toggles a boolean value', () => {
    const onChange = jest.fn()
    wrap(<Checkbox id="c" name="c" label="Agree" value={false} onChange={onChange} />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Agree' }))
    expect(onChange).toHaveBeenCalledWith(true)
  })
  it('adds and removes its option in an array value', () => {
    function Group() {
      const [value, setValue] = useState<string[]>(['red'])
      return (
        <>
          {['red', 'blue'].map((option) => (
            <Checkbox
              key={option}
              id={option}
              name="colours"
              label={option}
              option={option}
              value={value}
              onChange={setValue}
            />
          ))}
          <output>{value.join(',')}</output>
        </>
      )
    }
    wrap(<Group />)
    expect(screen.getByRole('checkbox', { name: 'red' })).toBeChecked()
    fireEvent.click(screen.getByRole('checkbox', { name: 'blue' }))
    expect(screen.getByRole('status')).toHaveTextContent('red,blue')
    fireEvent.click(screen.getByRole('checkbox', { name: 'red' }))
    expect(screen.getByRole('status')).toHaveTextContent('blue')
  })
})

describe('TextInput', () => {
  it('ties its error message to the input and marks it invalid', () => {
    wrap(
      <TextInput
        id="n"
        name="Full Name"
        label="Full Name"
        required
        value=""
        onChange={() => {}}
        error="Enter your full name"
      />,
    )
    const input = screen.getByRole('textbox', { name: /Full Name/ })
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Error: Enter your full name')
  })

  it('holds no more than the form endpoint takes for the field it sends', () => {
    wrap(
      <>
        <TextInput id="a" name="Full Name" label="Full Name" value="" onChange={() => {}} />
        <TextInput id="b" name="Email" label="Email" type="email" value="" onChange={() => {}} />
        <TextInput id="c" name="Phone" label="Phone" type="tel" value="" onChange={() => {}} />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('maxlength', '128')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '254')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('maxlength', '32')
  })
})

describe('EmbeddedFormSection', () => {
  it('renders the colouring form for the colouring competition and an empty block otherwise', () => {
    const { container, unmount } = wrap(
      <EmbeddedFormSection section={{ formName: 'newsletter', formId: '12' }} />,
    )
    expect(container.textContent).toBe('')
    expect(container.querySelector('form')).toBeNull()
    unmount()
    wrap(
      <EmbeddedFormSection
        section={{ formName: 'Colouring Competition', formId: 'colouring_competition' }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Enter the colouring competition' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled()
  })
})
