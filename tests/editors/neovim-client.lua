-- Drives Neovim's built-in LSP client against `drydock lsp --stdio` (tests/editors/neovim.test.ts).
-- Inputs from the environment: DRYDOCK_CONFIG (a Lua file to run first: the configuration of
-- docs/editors.md), DRYDOCK_FILE (the .ship file to open), DRYDOCK_OUT (where to write the JSON
-- results). `drydock` must be on the PATH. Works on Neovim 0.7 and later. Then it quits.
local file = os.getenv('DRYDOCK_FILE')
local out = os.getenv('DRYDOCK_OUT')
local result = { version = tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, out)
  vim.cmd('qall!')
end

local ok, err = pcall(function()
  dofile(os.getenv('DRYDOCK_CONFIG'))
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  result.filetype = vim.bo[bufnr].filetype
  result.expandtab = vim.bo[bufnr].expandtab
  local client
  result.attached = vim.wait(20000, function()
    -- get_clients from 0.10 on; buf_get_clients before (and gone in later versions).
    local clients = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
    for _, c in pairs(clients) do
      if c.name == 'drydock' and c.initialized then
        client = c
        return true
      end
    end
    return false
  end, 50)
  local caps = client.config.capabilities or vim.lsp.protocol.make_client_capabilities()
  result.snippetSupport = caps.textDocument.completion.completionItem.snippetSupport == true

  -- Diagnostics, as Neovim shows them (0-based line and column).
  vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
  result.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(result.diagnostics, { lnum = d.lnum, col = d.col, end_col = d.end_col, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), message = d.message })
  end

  local function request(method, params)
    local responses = vim.lsp.buf_request_sync(bufnr, method, params, 20000) or {}
    for _, r in pairs(responses) do
      if r.result then return r.result end
    end
    return nil
  end
  local uri = vim.uri_from_bufnr(bufnr)
  local lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)

  -- Completion at the start of the first line (top level: `ship`, `system`, ... and their templates).
  local items = request('textDocument/completion', { textDocument = { uri = uri }, position = { line = #lines, character = 0 } })
  items = items and (items.items or items) or {}
  result.completion = {}
  for _, it in ipairs(items) do
    table.insert(result.completion, { label = it.label, insertTextFormat = it.insertTextFormat, newText = it.textEdit and it.textEdit.newText or it.insertText })
  end

  -- Hover on the ionic capacitor.
  for i, l in ipairs(lines) do
    local col = l:find('ionicCapacitor', 1, true)
    if col then
      local h = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = i - 1, character = col } })
      result.hover = h and h.contents and (h.contents.value or h.contents) or vim.NIL
      break
    end
  end

  -- Formatting, as `gq`/:lua vim.lsp.buf.format() would, with the buffer's own tab options.
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, timeout_ms = 20000 })
  else
    vim.lsp.buf.formatting_sync(nil, 20000)
  end
  result.formatted = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n') .. '\n'
end)
if not ok then result.error = tostring(err) end
finish()
